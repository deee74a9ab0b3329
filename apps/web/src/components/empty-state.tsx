import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A quiet panel for "nothing here (yet)", with an optional way forward: dashboard and admin lists. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="xs" maw={440} ta="center" data-testid="empty-state">
        <span aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }}>
          {icon}
        </span>
        <Title order={3} size="h4">
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        {action}
      </Stack>
    </Center>
  );
}
