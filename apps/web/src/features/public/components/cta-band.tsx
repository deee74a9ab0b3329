import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public.module.css';

/** A closing invitation: a heading, a sentence and a few links. */
export function CtaBand({
  title,
  text,
  tone = 'blue',
  children,
}: {
  title: string;
  text: string;
  tone?: 'blue' | 'pink';
  children: ReactNode;
}) {
  return (
    <Container size="lg" component="section" py="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={tone === 'pink' ? classes.starsBand : classes.band}>
        <Stack gap="md" align="flex-start">
          <Title order={2} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text size="lg" c="dark.5" maw={640}>
            {text}
          </Text>
          <Group gap="sm">{children}</Group>
        </Stack>
      </Paper>
    </Container>
  );
}
