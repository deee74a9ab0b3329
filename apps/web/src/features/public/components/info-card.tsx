import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function InfoCard({ title, children, icon }: { title: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <Card withBorder padding="lg" h="100%">
      {icon}
      <Title order={2} size="h4" mt={icon ? 'sm' : 0} mb="xs">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Card>
  );
}
