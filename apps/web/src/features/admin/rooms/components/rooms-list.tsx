import { ActionIcon, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminRoom } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

export interface RoomHandlers {
  onEdit: (room: AdminRoom) => void;
  onDelete: (room: AdminRoom) => void;
}

function RoomActions({ room, handlers }: { room: AdminRoom; handlers: RoomHandlers }) {
  const { t } = useTranslation('admin-staff');
  const edit = t('rooms.actions.edit', { name: room.name });
  const remove = t('rooms.actions.delete', { name: room.name });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={edit} withArrow>
        <ActionIcon variant="light" size="lg" color="blue" aria-label={edit} onClick={() => handlers.onEdit(room)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} withArrow>
        <ActionIcon variant="light" size="lg" color="red" aria-label={remove} onClick={() => handlers.onDelete(room)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function RoomStatus({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-staff');
  return (
    <Badge color={active ? 'green' : 'gray'} variant={active ? 'light' : 'outline'}>
      {active ? t('rooms.status.active') : t('rooms.status.inactive')}
    </Badge>
  );
}

function useRoomFigures() {
  const { t } = useTranslation('admin-staff');
  const { locale } = useLanguage();
  return {
    seats: (room: AdminRoom) => t('rooms.seats', { count: room.capacity, n: formatNumber(room.capacity, locale) }),
    sections: (room: AdminRoom) => t('rooms.sections_count', { count: room.sections_count, n: formatNumber(room.sections_count, locale) }),
  };
}

/** Wide screens: a table of the rooms. */
export function RoomsTable({ rooms, handlers }: { rooms: AdminRoom[]; handlers: RoomHandlers }) {
  const { t } = useTranslation('admin-staff');
  const figures = useRoomFigures();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped="even" aria-label={t('rooms.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rooms.columns.name')}</Table.Th>
            <Table.Th w={160}>{t('rooms.columns.capacity')}</Table.Th>
            <Table.Th w={200}>{t('rooms.columns.sections')}</Table.Th>
            <Table.Th w={120}>{t('rooms.columns.status')}</Table.Th>
            <Table.Th w={110}>{t('rooms.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rooms.map((room) => (
            <Table.Tr key={room.id} data-testid="room-row">
              <Table.Td>
                <Text fw={600} size="sm">
                  <bdi>{room.name}</bdi>
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{figures.seats(room)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{figures.sections(room)}</Text>
              </Table.Td>
              <Table.Td>
                <RoomStatus active={room.is_active} />
              </Table.Td>
              <Table.Td>
                <RoomActions room={room} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per room. */
export function RoomCards({ rooms, handlers }: { rooms: AdminRoom[]; handlers: RoomHandlers }) {
  const figures = useRoomFigures();
  return (
    <SimpleGrid cols={1} spacing="sm">
      {rooms.map((room) => (
        <Card key={room.id} withBorder radius="md" padding="md" data-testid="room-row" component="article">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={600}>
                <bdi>{room.name}</bdi>
              </Text>
              <RoomStatus active={room.is_active} />
            </Group>
            <Text size="sm">
              {figures.seats(room)} · {figures.sections(room)}
            </Text>
            <RoomActions room={room} handlers={handlers} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
