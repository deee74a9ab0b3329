import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Label   value" on one line (the value at the line's end), wrapping on narrow screens. */
export function InfoRow({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
