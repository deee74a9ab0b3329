import { Badge, Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { DetailRow } from './detail-row';

/** The account's e-mail and its verification, phone and membership date. */
export function AccountCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-card-title">
      <Title order={2} size="h4" mb="md" id="account-card-title">
        {t('overview.account_title')}
      </Title>
      <Stack gap={8}>
        <DetailRow label={t('overview.email')}>{user.email ? <Ltr>{user.email}</Ltr> : t('overview.no_email')}</DetailRow>
        {user.email && (
          <DetailRow label={t('overview.email_status')}>
            <Badge color={user.email_verified ? 'green' : 'yellow'} variant="light">
              {user.email_verified ? t('overview.email_verified') : t('overview.email_not_verified')}
            </Badge>
          </DetailRow>
        )}
        {user.phone && (
          <DetailRow label={t('overview.phone')}>
            <Ltr>{user.phone}</Ltr>
          </DetailRow>
        )}
        <DetailRow label={t('overview.member_since')}>
          <Isolate>{formatDate(user.created_at, locale)}</Isolate>
        </DetailRow>
      </Stack>
    </Card>
  );
}
