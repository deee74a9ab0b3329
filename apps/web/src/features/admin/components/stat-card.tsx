import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  label: string;
  value: string;
  icon: ReactNode;
  color: string;
  /** Where the figure's details are, when it has a screen. */
  to?: string;
}

/** One figure of the admin overview or of a summary row. */
export function StatCard({ label, value, icon, color, to }: Props) {
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} mt={4}>
          <bdi>{value}</bdi>
        </Text>
      </div>
      <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
    </Group>
  );
  if (to) {
    return (
      // Named by its text ("Students 51"): an aria-label must contain the visible words as they are read.
      <Card withBorder padding="lg" component={Link} to={to} style={{ textDecoration: 'none' }}>
        {body}
      </Card>
    );
  }
  return (
    <Card withBorder padding="lg" component="section" aria-label={label}>
      {body}
    </Card>
  );
}
