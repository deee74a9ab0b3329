import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminRegistration } from '@academy/shared';

const COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

export function RegistrationStatusBadge({ status }: { status: AdminRegistration['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-status={status}>
      {t(`registrations.status.${status}`)}
    </Badge>
  );
}
