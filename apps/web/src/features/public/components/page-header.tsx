import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public.module.css';

/** The opening band of a text page (about, contact): its h1, a lead sentence and more if given. */
export function PageHeader({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <Box className={`${classes.section} ${classes.band}`}>
      <Container size="lg">
        <Stack gap="md" maw={780}>
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            {title}
          </Title>
          <Text size="xl" c="dark.5" lh={1.6}>
            {lead}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
