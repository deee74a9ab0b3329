import { Modal } from '@mantine/core';
import type { AdminUser } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { UserForm } from './user-form';
import { useDisplayName } from './user-identity';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Editing this account; adding a new one without it. */
  user?: AdminUser;
  isMe: boolean;
}

/** Add User / edit a user in a dialog; field errors (taken e-mail or phone) stay on the fields. */
export function UserFormModal({ opened, onClose, user, isMe }: Props) {
  const { t } = useTranslation('admin-people');
  const displayName = useDisplayName();
  const create = useCreateUser();
  const update = useUpdateUser();
  const title = user ? t('users.form.edit_title', { name: displayName(user) }) : t('users.form.add_title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <UserForm
        key={user?.id ?? 'new'}
        user={user}
        isMe={isMe}
        saving={create.isPending || update.isPending}
        onCancel={onClose}
        onSubmit={(submit, showServerErrors) => {
          const failed = (fallback: string) => (error: unknown) => {
            if (!showServerErrors(error)) notifyError(error, fallback);
          };
          if (submit.kind === 'create') {
            create.mutate(submit.body, {
              onSuccess: (saved) => {
                notifySuccess(t('users.created', { name: displayName(saved.user) }));
                onClose();
              },
              onError: failed(t('users.create_failed')),
            });
          } else if (user) {
            update.mutate(
              { id: user.id, body: submit.body },
              {
                onSuccess: (saved) => {
                  notifySuccess(t('users.updated', { name: displayName(saved.user) }));
                  onClose();
                },
                onError: failed(t('users.update_failed')),
              },
            );
          }
        }}
      />
    </Modal>
  );
}
