import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLockOpen, IconPencil, IconShieldCheck, IconShieldOff, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { AdminUser } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useDisplayName } from './user-identity';

export interface UserActionHandlers {
  onEdit: (user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
  onChangeRole: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onUnlockSignIn: (user: AdminUser) => void;
  /** The account whose status is being changed right now. */
  togglingId: number | null;
  /** The account whose sign-in is being unlocked right now. */
  unlockingId: number | null;
}

/**
 * Edit, activate / deactivate, make admin / make user, delete, and unlock sign-in while the account has failed
 * sign-ins. On the admin's own row activate / deactivate, role and delete are switched off (the server refuses
 * them too, and says why when it does).
 */
export function UserActions({ user, isMe, handlers }: { user: AdminUser; isMe: boolean; handlers: UserActionHandlers }) {
  const { t } = useTranslation('admin-people');
  const name = useDisplayName()(user);
  const own = isMe ? t('users.actions.own_account') : undefined;
  const isAdmin = user.role === 'admin';
  const actions = [
    {
      key: 'edit',
      label: t('users.actions.edit', { name }),
      icon: <IconPencil size={18} aria-hidden />,
      color: 'blue',
      onClick: () => handlers.onEdit(user),
    },
    {
      key: 'status',
      label: user.is_active ? t('users.actions.deactivate', { name }) : t('users.actions.activate', { name }),
      icon: user.is_active ? <IconUserOff size={18} aria-hidden /> : <IconUserCheck size={18} aria-hidden />,
      color: user.is_active ? 'orange' : 'green',
      onClick: () => handlers.onToggleStatus(user),
      disabledReason: user.is_active ? own : undefined,
      loading: handlers.togglingId === user.id,
    },
    {
      key: 'role',
      label: isAdmin ? t('users.actions.make_user', { name }) : t('users.actions.make_admin', { name }),
      icon: isAdmin ? <IconShieldOff size={18} aria-hidden /> : <IconShieldCheck size={18} aria-hidden />,
      color: 'grape',
      onClick: () => handlers.onChangeRole(user),
      disabledReason: own,
    },
    {
      key: 'delete',
      label: t('users.actions.delete', { name }),
      icon: <IconTrash size={18} aria-hidden />,
      color: 'red',
      onClick: () => handlers.onDelete(user),
      disabledReason: own,
    },
  ];
  if (user.sign_in.failed_attempts > 0 || user.sign_in.locked_until) {
    actions.splice(1, 0, {
      key: 'unlock',
      label: t('users.actions.unlock', { name }),
      icon: <IconLockOpen size={18} aria-hidden />,
      color: 'teal',
      onClick: () => handlers.onUnlockSignIn(user),
      disabledReason: undefined,
      loading: handlers.unlockingId === user.id,
    });
  }
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map((action) => {
        // Switched off but still hoverable and focusable, so the tooltip can say why.
        const off = Boolean(action.disabledReason);
        return (
          <Tooltip key={action.key} label={action.disabledReason ?? action.label} withArrow>
            <ActionIcon
              variant="light"
              size="lg"
              color={action.color}
              aria-label={action.label}
              aria-disabled={off || undefined}
              data-disabled={off || undefined}
              loading={action.loading}
              onClick={off ? (event) => event.preventDefault() : action.onClick}
            >
              {action.icon}
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
