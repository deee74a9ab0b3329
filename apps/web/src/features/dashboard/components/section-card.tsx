import { Anchor, Card, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionCardProps {
  title: string;
  /** A link at the title's end to the tab that says more (the overview's cards). */
  link?: { to: string; label: string };
  /** An action at the title's end (the profile's Edit buttons), centred on the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of a dashboard page, with an optional link or action at the title's end. */
export function SectionCard({ title, link, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      {action ? (
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          {action}
        </Group>
      ) : (
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
      )}
      {children}
    </Card>
  );
}
