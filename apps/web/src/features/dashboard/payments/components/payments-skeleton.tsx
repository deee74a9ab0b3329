import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function PaymentsSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={76} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={180} radius="md" />
      <Skeleton h={180} radius="md" />
    </Stack>
  );
}
