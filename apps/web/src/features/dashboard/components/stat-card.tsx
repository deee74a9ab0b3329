import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  /** Extra line under the value (a band name, a hint). */
  hint?: ReactNode;
  link?: { to: string; label: string };
}

/** One figure with its label, and where to read more. */
export function StatCard({ label, value, icon, color = 'blue', hint, link }: StatCardProps) {
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
