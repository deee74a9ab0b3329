import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Label: value" on one line, wrapping on narrow screens. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
