import { Card, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled card of the profile, with an optional action (an Edit button) at the title's end. */
export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
