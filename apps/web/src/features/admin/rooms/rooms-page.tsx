import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDoor, IconPlus } from '@tabler/icons-react';
import type { AdminRoom } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRooms } from './api/get-rooms';
import { DeleteRoomModal } from './components/delete-room-modal';
import { RoomFormModal } from './components/room-form-modal';
import { RoomCards, RoomsTable, type RoomHandlers } from './components/rooms-list';

type Editing = { kind: 'add' } | { kind: 'edit'; room: AdminRoom } | null;

/** `/admin/rooms` (issue 25): where sections meet and how many each room seats; add, edit, delete. */
export function RoomsPage() {
  const { t } = useTranslation('admin-staff');
  usePageTitle(t('rooms.title'));
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = useRooms();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminRoom | null>(null);
  const handlers: RoomHandlers = { onEdit: (room) => setEditing({ kind: 'edit', room }), onDelete: setDeleting };

  const rooms = list.data?.rooms ?? [];
  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={56} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('rooms.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (rooms.length === 0) {
    content = <EmptyState icon={<IconDoor size={40} />} title={t('rooms.empty')} text={t('rooms.empty_text')} />;
  } else if (phone) {
    content = <RoomCards rooms={rooms} handlers={handlers} />;
  } else {
    content = (
      <Paper withBorder radius="md">
        <RoomsTable rooms={rooms} handlers={handlers} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('rooms.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rooms.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ kind: 'add' })}>
          {t('rooms.add')}
        </Button>
      </Group>
      {content}
      <RoomFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        room={editing?.kind === 'edit' ? editing.room : undefined}
      />
      <DeleteRoomModal room={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
