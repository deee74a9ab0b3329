import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Has mobile access, can get it now, or not yet. */
export function AccessStatusBadge({ has, eligible }: { has: boolean; eligible: boolean }) {
  const { t } = useTranslation('account');
  const [color, key] = has
    ? (['green', 'security.status.active'] as const)
    : eligible
      ? (['blue', 'security.status.ready'] as const)
      : (['gray', 'security.status.not_yet'] as const);
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {t(key)}
    </Badge>
  );
}
