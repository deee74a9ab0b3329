import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import classes from './public.module.css';

interface TestimonialCardProps {
  quote: string;
  author: string;
  role: string;
  color: string;
}

/** A parent's or pupil's words, with their first name and who they are. */
export function TestimonialCard({ quote, author, role, color }: TestimonialCardProps) {
  return (
    <Card withBorder padding="lg" radius="lg" h="100%" component="figure" className={classes.quote}>
      <Stack gap="md" h="100%">
        <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
          <IconQuote size={22} />
        </ThemeIcon>
        <Text component="blockquote" className={classes.quote} lh={1.7} style={{ flex: 1 }}>
          {quote}
        </Text>
        <Group gap="sm" component="figcaption" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" color={color} aria-hidden>
            <Text fw={700} size="sm" c="white">
              {author.charAt(0)}
            </Text>
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {author}
            </Text>
            <Text size="xs" c="dimmed">
              {role}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
