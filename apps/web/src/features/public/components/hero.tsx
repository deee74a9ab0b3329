import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public.module.css';

interface HeroProps {
  tone: 'academy' | 'stars';
  eyebrow: string;
  title: string;
  /** A sentence (a node when part of it depends on data that arrives later, so only that part re-renders). */
  text: ReactNode;
  /** The calls to action (buttons). */
  actions: ReactNode;
  /** Four icons for the decorative collage beside the text (wide screens only). */
  icons: ReactNode[];
}

/** A page's opening band: gradient, the page's h1, a sentence and its calls to action. */
export function Hero({ tone, eyebrow, title, text, actions, icons }: HeroProps) {
  return (
    <section className={`${classes.hero} ${classes[tone]}`}>
      <Container size="lg" className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="lg" align="flex-start">
            <span className={classes.eyebrow}>{eyebrow}</span>
            <Title order={1} fz={{ base: 30, sm: 40, lg: 46 }} lh={1.2}>
              {title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} maw={560} opacity={tone === 'academy' ? 0.92 : 0.8}>
              {text}
            </Text>
            <Group gap="sm">{actions}</Group>
          </Stack>
          <Box className={classes.collage} visibleFrom="md" aria-hidden>
            {icons.map((icon, index) => (
              <div key={index} className={classes.collageTile}>
                {icon}
              </div>
            ))}
          </Box>
        </SimpleGrid>
      </Container>
    </section>
  );
}
