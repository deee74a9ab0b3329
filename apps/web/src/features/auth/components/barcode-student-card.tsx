import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BarcodeStudent } from '../api/validate-barcode';

/** The child the card belongs to (first name only), so the family can check it is theirs. */
export function BarcodeStudentCard({ student }: { student: BarcodeStudent }) {
  const { t } = useTranslation('auth');
  return (
    <Card withBorder padding="md" bg="green.0">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon color="green" variant="light" size="lg" radius="xl">
          <IconUserCheck size={20} />
        </ThemeIcon>
        <Text fw={700} style={{ minWidth: 0 }}>
          {t('barcode.student_found', { name: student.name })}
        </Text>
      </Group>
    </Card>
  );
}
