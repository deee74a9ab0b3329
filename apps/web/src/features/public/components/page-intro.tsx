import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading and opening paragraph. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" mb="xl" maw={760}>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed">
        {children}
      </Text>
    </Stack>
  );
}
