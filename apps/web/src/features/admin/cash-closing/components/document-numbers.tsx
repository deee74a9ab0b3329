import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentRange } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { rangeEnds } from '../lib/cash-format';

type T = ReturnType<typeof useTranslation<'admin-cash'>>['t'];

/** A series' numbers of the day as text: the first and the last (isolated, left to right in every language) and how many. */
export function rangeText(range: DocumentRange | null, t: T): string {
  if (!range) return t('numbers.none');
  const [first, last] = rangeEnds(range).map((n) => `\u2066${n}\u2069`);
  const count = t('numbers.count', { count: range.count });
  return `${last ? t('numbers.range', { first, last }) : first} (${count})`;
}

/** A series' numbers of the day: the first and the last, and how many. */
export function RangeText({ range }: { range: DocumentRange | null }) {
  const { t } = useTranslation('admin-cash', { useSuspense: false });
  return <>{rangeText(range, t)}</>;
}

function Row({ id, label, range }: { id: string; label: string; range: DocumentRange | null }) {
  const { t } = useTranslation('admin-cash', { useSuspense: false });
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid={`numbers-${id}`}>
      <Text fw={600}>{label}</Text>
      <Group gap="xs" wrap="wrap">
        <Text>
          <RangeText range={range} />
        </Text>
        {range?.complete && (
          <Badge variant="light" color="green">
            {t('numbers.complete')}
          </Badge>
        )}
      </Group>
    </Group>
  );
}

/** The day's receipt and credit note numbers. */
export function DocumentNumbers({ receipts, creditNotes }: { receipts: DocumentRange | null; creditNotes: DocumentRange | null }) {
  const { t } = useTranslation('admin-cash');
  const incomplete = [receipts, creditNotes].some((r) => r && !r.complete);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('numbers.title')}
        </Title>
        <Row id="receipts" label={t('numbers.receipts')} range={receipts} />
        <Row id="credit-notes" label={t('numbers.credit_notes')} range={creditNotes} />
        {incomplete && (
          <Text size="sm" c="orange.8">
            {t('numbers.incomplete')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
