import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  color: string;
  title: string;
  text?: string;
  children?: ReactNode;
}

/** One state of the verification page: an icon, a heading, a sentence and the way on. */
export function VerifyEmailResult({ icon, color, title, text, children }: Props) {
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" color={color} variant="light">
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      {text && <Text c="dimmed">{text}</Text>}
      {children && (
        <Group justify="center" gap="sm">
          {children}
        </Group>
      )}
    </Stack>
  );
}
