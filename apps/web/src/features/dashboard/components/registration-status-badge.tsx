import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyRegistration } from '@academy/shared';

const COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** A course request's state: pending until the academy approves or rejects it. */
export function RegistrationStatusBadge({ status }: { status: MyRegistration['status'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-status={status}>
      {t(`registration_status.${status}`)}
    </Badge>
  );
}
