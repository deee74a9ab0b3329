import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { AdminMobileCredential } from '@academy/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Isolate, Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { CopyField } from './copy-field';
import { HolderCourses } from './holder-courses';
import { Phone } from '@/components/phone';

interface Props {
  holder: AdminMobileCredential;
  onRegenerate: (holder: AdminMobileCredential) => void;
  onAppAccess: (holder: AdminMobileCredential, enabled: boolean) => void;
  switching: boolean;
}

/**
 * One parent or student (spec 2 "Mobile access"): name, type and status badges, e-mail, created date,
 * username and password with copy buttons, app access, Regenerate, and the linked students or the course.
 */
export function CredentialCard({ holder, onRegenerate, onAppAccess, switching }: Props) {
  const { t } = useTranslation('admin-people');
  const { locale } = useLanguage();
  const name = holder.name?.trim() || t('mobile.unnamed');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name} data-testid="credential-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={3} size="h5" lineClamp={2}>
              <Isolate>{name}</Isolate>
            </Title>
            {holder.email && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <Ltr>{holder.email}</Ltr>
              </Text>
            )}
            {holder.phone && (
              <Text size="sm" c="dimmed">
                <Phone value={holder.phone} />
              </Text>
            )}
          </Stack>
          <Stack gap={4} align="flex-end">
            <Badge color={holder.type === 'parent' ? 'indigo' : 'cyan'} variant="light" data-testid="type-badge">
              {t(`mobile.types.${holder.type}`)}
            </Badge>
            <Badge color={holder.is_active ? 'green' : 'gray'} variant={holder.is_active ? 'light' : 'outline'}>
              {holder.is_active ? t('mobile.active') : t('mobile.inactive')}
            </Badge>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans t={t} i18nKey="mobile.created_on" values={{ date: formatDate(holder.created_at, locale) }} components={{ d: <bdi /> }} />
          {holder.type === 'student' && holder.parent_name && (
            <>
              {' · '}
              <Trans t={t} i18nKey="mobile.parent_of" values={{ name: holder.parent_name }} components={{ b: <bdi /> }} />
            </>
          )}
        </Text>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <CopyField
            label={t('mobile.username')}
            value={holder.mobile_username}
            missing={t('mobile.username_missing')}
            testId="mobile-username"
          />
          <CopyField
            label={t('mobile.password')}
            value={holder.mobile_password}
            missing={t('mobile.password_missing')}
            secret
            testId="mobile-password"
          />
        </SimpleGrid>
        {holder.credentials_created_at && (
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="mobile.issued_on"
              values={{ date: formatDate(holder.credentials_created_at, locale) }}
              components={{ d: <bdi /> }}
            />
          </Text>
        )}
        <HolderCourses holder={holder} />
        <Group justify="space-between" align="center" gap="sm" mt="auto" pt="xs" wrap="wrap">
          <Switch
            label={t('mobile.app_access')}
            description={holder.mobile_app_enabled ? t('mobile.app_enabled') : t('mobile.app_disabled')}
            checked={holder.mobile_app_enabled}
            disabled={switching}
            onChange={(event) => onAppAccess(holder, event.currentTarget.checked)}
          />
          <Button variant="light" size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => onRegenerate(holder)}>
            {holder.has_credentials ? t('mobile.regenerate') : t('mobile.generate')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
