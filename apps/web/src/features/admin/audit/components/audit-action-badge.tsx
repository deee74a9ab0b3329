import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { actionColor, isAuditAction } from '../lib/audit-actions';

/** The action in words ('User deactivated'), coloured by its kind; an unknown action under its raw name. */
export function AuditActionBadge({ action }: { action: string }) {
  const { t } = useTranslation('admin-people');
  return (
    <Badge color={actionColor(action)} variant="light" style={{ textTransform: 'none' }} data-testid="audit-action">
      {isAuditAction(action) ? t(`audit.actions.${action}`) : action}
    </Badge>
  );
}
