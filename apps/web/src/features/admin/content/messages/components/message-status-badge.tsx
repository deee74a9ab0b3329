import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@academy/shared';

const COLORS: Record<ContactStatus, string> = { unread: 'blue', read: 'gray', responded: 'green', closed: 'dark' };

/** A message's state (spec 4: unread, read, responded, closed). */
export function MessageStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('admin-content');
  return (
    <Badge color={COLORS[status]} variant={status === 'unread' ? 'filled' : 'light'} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
