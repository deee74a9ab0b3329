import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectionMark } from '../lib/section-mark';

/** LIVE (red) or SOON (orange) beside a section whose session runs now or starts within 30 minutes. */
export function SectionMarkBadge({ mark }: { mark: SectionMark }) {
  const { t } = useTranslation('admin');
  return (
    <Badge size="xs" variant="filled" color={mark === 'live' ? 'red' : 'orange'} style={{ flexShrink: 0 }}>
      {t(`filters.mark.${mark}`)}
    </Badge>
  );
}
