import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { AdminUser } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useUsers } from './api/get-users';
import { useSetUserActive } from './api/toggle-user-status';
import { useUnlockSignIn } from './api/unlock-sign-in';
import { DeleteUserModal } from './components/delete-user-modal';
import { RoleChangeModal } from './components/role-change-modal';
import type { UserActionHandlers } from './components/user-actions';
import { UserCard } from './components/user-card';
import { UserFormModal } from './components/user-form-modal';
import { useDisplayName } from './components/user-identity';
import { UsersFilters } from './components/users-filters';
import { UsersTable } from './components/users-table';
import { USERS_PAGE_SIZE, usersQuery, useUserFilters } from './hooks/use-user-filters';

type Editing = { kind: 'add' } | { kind: 'edit'; user: AdminUser } | null;

/**
 * `/admin/people/users`: every account with search, role and status filters (kept in the URL), a table on
 * wide screens and cards on phones; add, edit, activate / deactivate, role change and delete.
 */
export function UsersPage() {
  const { t } = useTranslation('admin-people');
  usePageTitle(t('users.title'));
  const me = useAuth().user;
  const displayName = useDisplayName();
  const { filters, page, hasFilters, update, clearAll, setPage } = useUserFilters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = useUsers(usersQuery(filters, page));
  const setActive = useSetUserActive();
  const unlock = useUnlockSignIn();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);

  const toggleStatus = (user: AdminUser, active = !user.is_active) =>
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: (result) =>
          notifySuccess(
            result.user.is_active ? t('users.activated', { name: displayName(user) }) : t('users.deactivated', { name: displayName(user) }),
          ),
      },
    );

  const handlers: UserActionHandlers = {
    onEdit: (user) => setEditing({ kind: 'edit', user }),
    onToggleStatus: (user) => toggleStatus(user),
    onChangeRole: setChangingRole,
    onDelete: setDeleting,
    togglingId: setActive.isPending ? (setActive.variables?.id ?? null) : null,
    onUnlockSignIn: (user) => unlock.mutate(user.id, { onSuccess: () => notifySuccess(t('users.unlocked', { name: displayName(user) })) }),
    unlockingId: unlock.isPending ? (unlock.variables ?? null) : null,
  };

  const refresh = () =>
    void list.refetch().then((result) => {
      if (!result.isError) notifySuccess(t('users.refreshed'));
    });

  const users = list.data?.users ?? [];
  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('users.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (users.length === 0) {
    content = (
      <EmptyState
        icon={<IconUsers size={40} />}
        title={t('users.empty')}
        text={hasFilters ? t('users.empty_filtered') : undefined}
        action={
          hasFilters ? (
            <Button variant="light" onClick={clearAll}>
              {t('users.filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  } else if (phone) {
    content = (
      <SimpleGrid cols={1} spacing="sm">
        {users.map((user) => (
          <UserCard key={user.id} user={user} isMe={user.id === me?.id} handlers={handlers} />
        ))}
      </SimpleGrid>
    );
  } else {
    content = (
      <Paper withBorder radius="md">
        <UsersTable users={users} meId={me?.id} handlers={handlers} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {t('users.title')}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={list.isRefetching} onClick={refresh}>
            {t('users.refresh')}
          </Button>
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'add' })}>
            {t('users.add')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('users.filters.label')}>
        <UsersFilters filters={filters} hasFilters={hasFilters} onChange={update} onClear={clearAll} />
      </Paper>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && <ListPagination page={page} pageSize={USERS_PAGE_SIZE} total={list.data.total} onChange={setPage} />}
      <UserFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        user={editing?.kind === 'edit' ? editing.user : undefined}
        isMe={editing?.kind === 'edit' && editing.user.id === me?.id}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} onDeactivate={(user) => toggleStatus(user, false)} />
      <RoleChangeModal user={changingRole} onClose={() => setChangingRole(null)} />
    </Stack>
  );
}
