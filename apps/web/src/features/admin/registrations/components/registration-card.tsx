import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminRegistration } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { RegistrationStatusBadge } from './registration-status-badge';
import { Phone } from '@/components/phone';
import { RegistrationWhatsApp } from './registration-whatsapp';

interface Props {
  registration: AdminRegistration;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
  onDetails: () => void;
}

/** A request: who, for which course, how to reach them, when, their message; Approve / Reject while pending. */
export function RegistrationCard({ registration: r, approving, onApprove, onReject, onDetails }: Props) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const name = r.student.name;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={name}
      data-testid="registration-card"
      data-registration={r.id}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={1}>
              {name}
            </Text>
            {r.email && (
              <Text size="sm" c="dimmed" lineClamp={1}>
                <bdi dir="ltr">{r.email}</bdi>
              </Text>
            )}
          </div>
          <RegistrationStatusBadge status={r.status} />
        </Group>
        <Text size="sm" fw={600} c="blue">
          {localizedName({ name: r.course_name, name_ar: r.course_name_ar }, lang)}
          {r.section_name && <Text span c="dimmed" fw={400}>{` · ${r.section_name}`}</Text>}
        </Text>
        <Text size="sm">
          {t('registrations.phone')}:{' '}
          {r.phone ? (
            <>
              <Phone value={r.phone} /> <RegistrationWhatsApp registration={r} phone={r.parent_phone ?? r.phone} />
            </>
          ) : (
            <Text span c="dimmed">
              {t('registrations.not_provided')}
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="registrations.registered_on"
            values={{ date: formatDate(r.registration_date, locale) }}
            components={{ v: <bdi /> }}
          />
        </Text>
        {r.message && (
          <Text
            size="sm"
            fs="italic"
            dir="auto"
            style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)', paddingInlineStart: 8 }}
            lineClamp={3}
          >
            {r.message}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs" wrap="wrap">
          {r.status === 'pending' && (
            <>
              <Button
                size="xs"
                color="green"
                leftSection={<IconCheck size={14} aria-hidden />}
                loading={approving}
                onClick={onApprove}
                aria-label={t('registrations.approve_label', { name })}
              >
                {t('registrations.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden />}
                disabled={approving}
                onClick={onReject}
                aria-label={t('registrations.reject_label', { name })}
              >
                {t('registrations.reject')}
              </Button>
            </>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconInfoCircle size={14} aria-hidden />}
            onClick={onDetails}
            aria-label={t('registrations.details_label', { name })}
          >
            {t('registrations.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
