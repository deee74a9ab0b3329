import { Group, Table, Text } from '@mantine/core';
import type { AdminUser } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { UserActions, type UserActionHandlers } from './user-actions';
import { RoleBadge, SignInBadge, StatusBadge } from './user-badges';
import { UserIdentity } from './user-identity';

/** Wide screens: one row per account, scrolled sideways when the window is narrow. */
export function UsersTable({ users, meId, handlers }: { users: AdminUser[]; meId: number | undefined; handlers: UserActionHandlers }) {
  const { t } = useTranslation('admin-people');
  const { locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped="even" aria-label={t('users.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.user')}</Table.Th>
            <Table.Th w={200}>{t('users.columns.role_status')}</Table.Th>
            <Table.Th w={170}>{t('users.columns.created')}</Table.Th>
            <Table.Th w={200}>{t('users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <UserIdentity user={user} isMe={user.id === meId} />
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <RoleBadge role={user.role} />
                  <StatusBadge active={user.is_active} />
                  <SignInBadge signIn={user.sign_in} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Isolate>{formatDate(user.created_at, locale)}</Isolate>
                </Text>
              </Table.Td>
              <Table.Td>
                <UserActions user={user} isMe={user.id === meId} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
