import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import type { BarcodeStudent } from '../api/validate-barcode';

/** The student a barcode belongs to, so the family can check it is theirs. */
export function BarcodeStudentCard({ student }: { student: BarcodeStudent }) {
  const { t } = useTranslation('auth');
  const { locale } = useLanguage();
  return (
    <Card withBorder padding="md" bg="green.0">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color="green" variant="light" size="lg" radius="xl">
          <IconUserCheck size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{t('barcode.student_found', { name: student.name })}</Text>
          {student.date_of_birth && (
            <Text size="sm">
              {t('barcode.born_on')} <Isolate>{formatDate(student.date_of_birth, locale)}</Isolate>
            </Text>
          )}
          {student.parent_name && (
            <Text size="sm">
              {t('barcode.parent')} {student.parent_name}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
