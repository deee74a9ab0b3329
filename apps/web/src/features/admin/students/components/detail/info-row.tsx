import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line (wrapping on narrow screens). */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="wrap"
      component="div"
      py={4}
      style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} ta="end">
        {children}
      </Text>
    </Group>
  );
}
