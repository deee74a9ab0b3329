import { Alert, Anchor, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDA, PAYMENT_DUE_PAGE_SIZE, type PaymentDueStudent } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { ListPagination } from '../../../components/list-pagination';
import { localizedName } from '@/lib/course-name';
import { usePaymentDue } from '../api/get-payment-due';

/** Shown before "show all". */
const FIRST = 5;

interface Props {
  /** The first page of alerts, as the overview carries them. */
  first: PaymentDueStudent[];
  /** How many alerts there are in all. */
  total: number;
}

/**
 * Monthly cycles completed and unpaid ('Payment Due: Month Completed') and kindergarten subscriptions due:
 * the count of all of them, the first few, and "show all" pages through every one, PAYMENT_DUE_PAGE_SIZE
 * a page (page 1 is the overview's own; the others are asked for when opened).
 */
export function PaymentDueAlerts({ first, total }: Props) {
  const { t } = useTranslation('admin-attendance');
  const { lang, locale } = useLanguage();
  const [all, setAll] = useState(false);
  const [page, setPage] = useState(1);
  // A list that shrank since the page was chosen: its last page.
  const current = Math.min(page, Math.max(1, Math.ceil(total / PAYMENT_DUE_PAGE_SIZE)));
  const paged = all && current > 1;
  const later = usePaymentDue({ limit: PAYMENT_DUE_PAGE_SIZE, offset: (current - 1) * PAYMENT_DUE_PAGE_SIZE }, paged);
  if (total === 0) return null;
  // While a page loads, the one being left stays (dimmed).
  const loading = paged && (later.isPending || later.isPlaceholderData);
  let shown = first.slice(0, FIRST);
  if (paged) shown = later.data?.payment_due_students ?? first;
  else if (all) shown = first;
  const pagesTotal = paged && later.data ? later.data.total : total;
  const toggle = () => {
    setAll((v) => !v);
    setPage(1);
  };
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconBellRinging size={20} aria-hidden />}
      title={
        <Group gap="xs">
          <span>{t('alerts.title')}</span>
          <Badge color="orange" variant="filled" size="sm" aria-label={t('alerts.count', { n: formatNumber(total, locale) })}>
            <bdi>{formatNumber(total, locale)}</bdi>
          </Badge>
        </Group>
      }
      data-testid="payment-due-alerts"
    >
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        aria-busy={loading}
        data-testid="payment-due-list"
        style={{ listStyle: 'none', opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {shown.map((due) => (
          <Group key={`${due.kind}-${due.student_id}-${due.section_id}`} component="li" gap="xs" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
              <Anchor component={Link} to={paths.admin.student(due.student_id)} fw={600} size="sm">
                {due.student_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {localizedName({ name: due.course_name, name_ar: due.course_name_ar }, lang)}
              </Text>
              <Badge color={due.kind === 'monthly' ? 'orange' : 'pink'} variant="light" size="sm">
                {t(`alerts.kind.${due.kind}`)}
              </Badge>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {due.since && (
                <Text size="xs" c="dimmed">
                  {t('alerts.since', { date: formatDate(due.since, locale) })}
                </Text>
              )}
              <Text size="sm" fw={700}>
                <bdi>{formatDA(due.amount, lang)}</bdi>
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
      {all && total > PAYMENT_DUE_PAGE_SIZE && (
        <Box component="nav" aria-label={t('alerts.pages')} mt="sm">
          <ListPagination page={current} pageSize={PAYMENT_DUE_PAGE_SIZE} total={pagesTotal} onChange={setPage} />
        </Box>
      )}
      {total > FIRST && (
        <Button variant="subtle" color="orange" size="compact-sm" mt="xs" onClick={toggle} aria-expanded={all}>
          {all ? t('alerts.show_less') : t('alerts.show_all', { n: formatNumber(total, locale) })}
        </Button>
      )}
    </Alert>
  );
}
