import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public.module.css';

interface InfoCardProps {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
  color?: string;
  /** Heading level: 3 inside a section with its own h2. */
  order?: 2 | 3;
  /** 'md' for statements meant to be read (mission, vision); 'sm' for lists of points. */
  textSize?: 'sm' | 'md';
}

/** A titled card with an icon: a reason, a value, an information block. */
export function InfoCard({ title, children, icon, color = 'blue', order = 3, textSize = 'sm' }: InfoCardProps) {
  return (
    <Card withBorder padding="lg" radius="lg" h="100%" className={classes.liftCard}>
      {icon && (
        <ThemeIcon size={48} radius="md" variant="light" color={color} mb="md" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Title order={order} size="h4" mb="xs">
        {title}
      </Title>
      <Text size={textSize} c={textSize === 'sm' ? 'dimmed' : 'dark.5'} lh={1.65}>
        {children}
      </Text>
    </Card>
  );
}
