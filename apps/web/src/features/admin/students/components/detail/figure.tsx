import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small labelled figure inside a card. */
export function Figure({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color}>
        {children}
      </Text>
    </Paper>
  );
}
