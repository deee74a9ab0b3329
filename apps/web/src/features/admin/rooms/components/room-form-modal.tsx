import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { adminRoomBody, ROOM_CAPACITY_MAX, type AdminRoom } from '@academy/shared';
import { notifyError, notifySuccess } from '@/lib/api/notify';
import { applyServerErrors, fieldProps } from '@/lib/forms';
import { useCreateRoom, useUpdateRoom } from '../api/save-room';
import { isCapacityBelowSection, isRoomNameTaken, roomErrorText } from '../lib/room-error';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Editing this room; adding a new one without it. */
  room?: AdminRoom;
}

/** Add a room / edit one: name, capacity, in use. A taken name or a capacity below a section's seats stays on its field. */
export function RoomFormModal({ opened, onClose, room }: Props) {
  const { t } = useTranslation('admin-staff');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={room ? t('rooms.form.edit_title', { name: room.name }) : t('rooms.form.add_title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <RoomForm key={room?.id ?? 'new'} room={room} onDone={onClose} />
    </Modal>
  );
}

function RoomForm({ room, onDone }: { room?: AdminRoom; onDone: () => void }) {
  const { t } = useTranslation('admin-staff');
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const form = useForm({
    initialValues: { name: room?.name ?? '', capacity: (room?.capacity ?? '') as number | '', is_active: room?.is_active ?? true },
    validate: zod4Resolver(adminRoomBody, { errorPriority: 'first' }),
  });
  const failed = (fallback: string) => (error: unknown) => {
    // These codes are this screen's own: their text goes on the field (with the sections named).
    if (isRoomNameTaken(error)) form.setFieldError('name', roomErrorText(error, fallback));
    else if (isCapacityBelowSection(error)) form.setFieldError('capacity', roomErrorText(error, fallback));
    else if (!applyServerErrors(form, error)) notifyError(null, roomErrorText(error, fallback));
  };
  const submit = form.onSubmit((values) => {
    const body = { name: values.name, capacity: Number(values.capacity), is_active: values.is_active };
    const saved = (key: 'rooms.created' | 'rooms.updated') => (result: { room: AdminRoom }) => {
      notifySuccess(t(key, { name: result.room.name }));
      onDone();
    };
    if (room) update.mutate({ id: room.id, body }, { onSuccess: saved('rooms.updated'), onError: failed(t('rooms.update_failed')) });
    else create.mutate(body, { onSuccess: saved('rooms.created'), onError: failed(t('rooms.create_failed')) });
  });
  const saving = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('rooms.form.name')}
          placeholder={t('rooms.form.name_placeholder')}
          data-autofocus
          autoComplete="off"
          {...fieldProps(form, 'name')}
        />
        <NumberInput
          label={t('rooms.form.capacity')}
          description={t('rooms.form.capacity_hint')}
          min={1}
          max={ROOM_CAPACITY_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...fieldProps(form, 'capacity')}
        />
        <Switch
          label={t('rooms.form.active')}
          description={t('rooms.form.active_hint')}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {room ? t('rooms.form.save') : t('rooms.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
