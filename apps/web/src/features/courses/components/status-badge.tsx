import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { pending: 'yellow', enrolled: 'green', full: 'red' } as const;

/** "Registration Pending", "Enrolled" or "Full" (spec 4). */
export function StatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation('courses');
  return (
    <Badge color={COLORS[status]} variant={status === 'full' ? 'outline' : 'light'} size="lg" radius="sm" tt="none" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
