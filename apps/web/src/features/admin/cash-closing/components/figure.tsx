import { Paper, Text } from '@mantine/core';

/** One figure of the day: its label, the amount (isolated, so Arabic text never reorders it) and what it counts. */
export function Figure({ id, label, value, hint, strong }: { id: string; label: string; value: string; hint?: string; strong?: boolean }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`cash-${id}`} bg={strong ? 'var(--mantine-primary-color-light)' : undefined}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={strong ? 'xl' : 'lg'} data-testid={`cash-${id}-value`}>
        <bdi>{value}</bdi>
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
