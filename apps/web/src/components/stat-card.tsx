import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  /**
   * 'headline' (the admin's overview and summary rows): the figure large, its icon at the end, the whole card a
   * link when `to` is given. 'compact' (the family's dashboard): the icon first, then label, figure, hint and link.
   */
  layout?: 'headline' | 'compact';
  /** Extra line under the value (a band name, a hint); compact only. */
  hint?: ReactNode;
  /** A link under the value to where the figure is explained; compact only. */
  link?: { to: string; label: string };
  /** Where the figure's details are, when it has a screen: the whole card links there; headline only. */
  to?: string;
}

/** One figure with its label and icon. */
export function StatCard({ label, value, icon, color = 'blue', layout = 'compact', hint, link, to }: StatCardProps) {
  if (layout === 'headline') {
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
  return (
    <Card withBorder padding="md" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl" lh={1.2} component="div">
            {value}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed" component="div">
              {hint}
            </Text>
          )}
          {link && (
            <Anchor component={Link} to={link.to} size="sm" fw={600}>
              {link.label}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
