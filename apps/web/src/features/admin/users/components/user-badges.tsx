import { Badge, Tooltip } from '@mantine/core';
import type { AdminUser, Role } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from '@/lib/format-date-time';

const ROLE_COLORS: Record<Role, string> = { admin: 'grape', teacher: 'teal', client: 'blue', user: 'blue' };

/** The account's role: Administrator, Teacher, or User (a family account). */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin-people');
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" data-testid="role-badge">
      {t(`users.roles.${role}`)}
    </Badge>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-people');
  return (
    <Badge color={active ? 'green' : 'gray'} variant={active ? 'light' : 'outline'} data-testid="status-badge">
      {active ? t('users.status.active') : t('users.status.inactive')}
    </Badge>
  );
}

/** Failed sign-ins of the account, and until when an address (or every address without a trusted device) must wait. */
export function SignInBadge({ signIn }: { signIn: AdminUser['sign_in'] }) {
  const { t } = useTranslation('admin-people');
  const { locale } = useLanguage();
  if (signIn.locked_until) {
    return (
      <Tooltip
        label={t('users.status.sign_in_locked_until', { time: formatDateTime(signIn.locked_until, locale) })}
        multiline
        maw={280}
        withArrow
      >
        <Badge color="red" variant="light" data-testid="sign-in-badge" tabIndex={0}>
          {t('users.status.sign_in_locked')}
        </Badge>
      </Tooltip>
    );
  }
  if (!signIn.failed_attempts) return null;
  return (
    <Badge color="orange" variant="outline" data-testid="sign-in-badge">
      {t('users.status.failed_sign_ins', { count: signIn.failed_attempts })}
    </Badge>
  );
}
