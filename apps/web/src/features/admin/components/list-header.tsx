import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface Props {
  title: string;
  subtitle: string;
  refreshLabel: string;
  refreshing: boolean;
  onRefresh: () => void;
}

/** A long list's heading: its title and what it holds, and a Refresh button (the audit log, the messages log). */
export function ListHeader({ title, subtitle, refreshLabel, refreshing, onRefresh }: Props) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </Stack>
      <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={refreshing} onClick={onRefresh}>
        {refreshLabel}
      </Button>
    </Group>
  );
}
