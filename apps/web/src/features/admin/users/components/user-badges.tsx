import { Badge } from '@mantine/core';
import type { Role } from '@academy/shared';
import { useTranslation } from 'react-i18next';

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
