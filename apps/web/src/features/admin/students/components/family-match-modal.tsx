import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { sameName, type FamilyCandidate, type SharedFamilyDetail } from '@academy/shared';
import { Phone } from '@/components/phone';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

interface Props {
  opened: boolean;
  families: FamilyCandidate[];
  shared: SharedFamilyDetail[];
  /** The parent name the admin typed: said again when a family's differs, since attaching keeps the family's. */
  typedParentName: string;
  saving: boolean;
  onAttach: (family: FamilyCandidate) => void;
  onNewFamily: () => void;
  onCancel: () => void;
}

/**
 * The server's family_match question (issue 30 item 1): the families the typed parent phone or e-mail belongs
 * to, each with its parent, children and contact, to attach the student to; or a new family. A detail on several
 * families matches none: the admin is told so.
 */
export function FamilyMatchModal({ opened, families, shared, typedParentName, saving, onAttach, onNewFamily, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'unit' }).format(items);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('student_form.family.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="family-match">
        {families.length > 0 && <Text size="sm">{t('student_form.family.intro')}</Text>}
        {shared.map((s) => (
          <Alert key={`${s.detail}-${s.value}`} color="yellow" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {t('student_form.family.shared', {
              detail: t(`student_form.family.detail_${s.detail}`),
              value: s.value,
              count: s.families,
              n: formatNumber(s.families, locale),
            })}
          </Alert>
        ))}
        {families.map((family) => (
          <Card key={family.id} withBorder padding="md" data-testid="family-candidate">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>
                  <bdi>{family.parent_name ?? '—'}</bdi>
                </Text>
                <Badge variant="light" color={family.has_account ? 'blue' : 'gray'}>
                  {t(family.has_account ? 'student_form.family.has_account' : 'student_form.family.no_account')}
                </Badge>
              </Group>
              <Text size="sm">
                {t('student_form.family.children')}:{' '}
                {family.children.length ? <bdi>{list(family.children)}</bdi> : t('student_form.family.no_children')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('student_form.family.contact')}: {family.phone && <Phone value={family.phone} />}
                {family.phone && family.email && ' · '}
                {family.email && <bdi dir="ltr">{family.email}</bdi>}
                {!family.phone && !family.email && '—'}
              </Text>
              <Text size="sm" c="dimmed">
                {t('student_form.family.matched_by')}: {list(family.matched_by.map((d) => t(`student_form.family.detail_${d}`)))}
              </Text>
              {sameName(typedParentName, family.parent_name) ? (
                <Text size="xs" c="dimmed">
                  {t('student_form.family.attach_note', { name: family.parent_name ?? '—' })}
                </Text>
              ) : (
                <Alert color="orange" p="xs" data-testid="family-name-differs">
                  <Text size="xs">
                    <Trans
                      t={t}
                      i18nKey="student_form.family.name_differs"
                      values={{ typed: typedParentName, name: family.parent_name ?? '—' }}
                      components={{ n: <bdi /> }}
                    />
                  </Text>
                </Alert>
              )}
              <Group justify="flex-end">
                <Button size="xs" onClick={() => onAttach(family)} loading={saving}>
                  {t('student_form.family.attach')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button variant="light" onClick={onNewFamily} loading={saving}>
            {t('student_form.family.new_family')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
