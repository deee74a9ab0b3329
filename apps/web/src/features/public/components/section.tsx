import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './public.module.css';

interface SectionProps {
  title: ReactNode;
  intro?: string;
  /** A background that sets the section apart from its neighbours. */
  tint?: 'gray' | 'blue' | 'pink';
  children: ReactNode;
}

const TINTS = { gray: classes.tinted, blue: classes.band, pink: classes.starsBand } as const;

/** One band of a public page: an h2, an optional sentence, the content. */
export function Section({ title, intro, tint, children }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} className={`${classes.section} ${tint ? TINTS[tint] : ''}`}>
      <Container size="lg">
        <Stack gap={6} mb="xl" maw={720}>
          <Title order={2} id={headingId} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="lg">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
