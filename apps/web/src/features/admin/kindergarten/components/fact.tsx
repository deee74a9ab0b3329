import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a card or of the details: the label dimmed, the value beside it (wrapping on a phone). */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline" data-testid={testId}>
      <Text size="sm" c="dimmed" component="span">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Group>
  );
}
