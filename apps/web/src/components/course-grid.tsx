import { Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards in one column on a phone, two on a tablet, three on a laptop. */
export function CourseGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-label={label} role="list">
      {children}
    </SimpleGrid>
  );
}

/** Grey cards of the same size while the courses load. */
export function CourseGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton style={{ aspectRatio: '640 / 360' }} radius={0} />
          </Card.Section>
          <Skeleton height={20} width="40%" mt="md" />
          <Skeleton height={24} mt="sm" />
          <Skeleton height={48} mt="sm" />
          <Skeleton height={36} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
