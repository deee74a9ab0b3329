import { Anchor, Card, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled card of a dashboard page, with an optional link to the tab that says more. */
export function SectionCard({ title, link, children }: { title: string; link?: { to: string; label: string }; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" gap="xs" mb="md" wrap="wrap">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} size="sm" fw={600}>
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}
