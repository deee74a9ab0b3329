import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** Opens the student's page; the list's filters travel along so "back to students" returns to them. */
export function ViewStudentButton({ id, name, fullWidth }: { id: number; name: string; fullWidth?: boolean }) {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  return (
    <Button
      component={Link}
      to={paths.admin.student(id)}
      state={{ listSearch: search }}
      variant="light"
      size="xs"
      fullWidth={fullWidth}
      leftSection={<IconEye size={14} aria-hidden />}
      aria-label={t('students.view_label', { name })}
    >
      {t('students.view')}
    </Button>
  );
}
