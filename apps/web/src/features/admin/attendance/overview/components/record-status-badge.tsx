import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecordStatus } from '../lib/overview-params';

const COLORS: Record<RecordStatus, string> = { present: 'green', late: 'yellow', absent: 'red', excused: 'blue' };

/** Present green, late yellow, absent red, excused blue. */
export function RecordStatusBadge({ status }: { status: RecordStatus }) {
  const { t } = useTranslation('admin-attendance');
  return (
    <Badge color={COLORS[status]} variant="light" size="sm" data-status={status} data-testid="record-status" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
