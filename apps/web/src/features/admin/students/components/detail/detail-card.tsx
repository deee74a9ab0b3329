import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the student's page, with optional actions beside the title. */
export function DetailCard({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" align="center" mb="sm" gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
