import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DueState } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { dueDisplay } from '../lib/due';

/** Days left (yellow at 7 or fewer), 'Due today' or days overdue (red), or 'Not set'. */
export function DueBadge({
  subscription,
}: {
  subscription: { next_payment_date: string | null; days_left: number | null; due_state: DueState | null };
}) {
  const { t } = useTranslation('admin-kindergarten');
  const { locale } = useLanguage();
  const due = dueDisplay(subscription);
  return (
    <Badge
      color={due.color}
      variant={due.color === 'red' ? 'filled' : 'light'}
      size="sm"
      data-testid="due-badge"
      data-due={subscription.due_state ?? 'none'}
      style={{ flexShrink: 0 }}
    >
      {due.count === undefined ? t(due.key) : t(due.key, { count: due.count, n: formatNumber(due.count, locale) })}
    </Badge>
  );
}
