import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminStudentDetailed } from '@academy/shared';

/** Spec 4: Active when enrolled, else Pending; a deactivated student says Inactive. */
export function StudentStatusBadge({ status }: { status: AdminStudentDetailed['status'] }) {
  const { t } = useTranslation('admin');
  const key = status.is_inactive ? 'inactive' : status.is_enrolled ? 'active' : 'pending';
  const color = { inactive: 'gray', active: 'green', pending: 'yellow' }[key];
  return (
    <Badge color={color} variant="light" size="sm" style={{ flexShrink: 0 }} data-status={key}>
      {t(`students.status.${key}`)}
    </Badge>
  );
}
