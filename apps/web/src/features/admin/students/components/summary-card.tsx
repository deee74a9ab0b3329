import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small figure above the students list. */
export function SummaryCard({ label, value, icon, color }: { label: string; value: string; icon: ReactNode; color: string }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={`${label}: ${value}`}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} lineClamp={2}>
            {label}
          </Text>
          <Text fz="xl" fw={700} lh={1.2}>
            <bdi>{value}</bdi>
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
