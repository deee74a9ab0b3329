import { Card, Group, Stack, Title } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { UserAvatar } from '@/components/user-avatar';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { DetailRow } from './detail-row';

type Student = PublicUser['students'][number];

export function StudentCard({ student }: { student: Student }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  return (
    <Card withBorder padding="lg" component="article" aria-label={student.name}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <UserAvatar name={student.name} color="blue" />
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {student.name}
        </Title>
      </Group>
      <Stack gap={6}>
        <DetailRow label={t('overview.date_of_birth')}>
          {student.date_of_birth ? <Isolate>{formatDate(student.date_of_birth, locale)}</Isolate> : t('overview.not_provided')}
        </DetailRow>
        <DetailRow label={t('overview.barcode')}>
          {student.barcode ? (
            <Group gap={4} wrap="nowrap" component="span">
              <IconId size={16} aria-hidden />
              <Ltr>{student.barcode}</Ltr>
            </Group>
          ) : (
            t('overview.no_barcode')
          )}
        </DetailRow>
      </Stack>
    </Card>
  );
}
