import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { useExportAttendance } from '../api/export-attendance';
import type { OverviewFilters } from '../lib/overview-params';

/** Downloads attendance_report_{date}.csv of the records the filters select (every page, not just this one). */
export function ExportButton({ filters }: { filters: OverviewFilters }) {
  const { t } = useTranslation('admin-attendance');
  const exporting = useExportAttendance();
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate(filters, { onSuccess: (name) => notifySuccess(t('export.done', { name })) })}
    >
      {t('export.button')}
    </Button>
  );
}
