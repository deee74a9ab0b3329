import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDA, type AttendanceRecordRow } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { localizedName } from '@/lib/course-name';
import { PaymentKindText, PaymentStatusBadge } from './payment-cells';
import { RecordStatusBadge } from './record-status-badge';

/** One page of attendance records; the table scrolls sideways inside its frame on a narrow screen. */
export function RecordsTable({ records }: { records: AttendanceRecordRow[] }) {
  const { t } = useTranslation('admin-attendance');
  const { lang, locale } = useLanguage();
  return (
    <Table.ScrollContainer minWidth={1180} type="native">
      <Table verticalSpacing="xs" highlightOnHover striped="even" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.date')}</Table.Th>
            <Table.Th>{t('table.student')}</Table.Th>
            <Table.Th>{t('table.course')}</Table.Th>
            <Table.Th>{t('table.section')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.payment_type')}</Table.Th>
            <Table.Th>{t('table.payment_status')}</Table.Th>
            <Table.Th>{t('table.amount')}</Table.Th>
            <Table.Th>{t('table.marked_at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id} data-testid="attendance-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(record.date, locale)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.student(record.student_id)} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {record.student_name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{localizedName({ name: record.course_name, name_ar: record.course_name_ar }, lang)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{record.section_name}</Text>
              </Table.Td>
              <Table.Td>
                <RecordStatusBadge status={record.status} />
              </Table.Td>
              <Table.Td>
                <PaymentKindText kind={record.payment_kind} />
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={record.payment_status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {record.payment_amount === null ? (
                  <Text size="sm" c="dimmed" aria-label={t('table.no_amount')}>
                    —
                  </Text>
                ) : (
                  <bdi>{formatDA(record.payment_amount, lang)}</bdi>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(record.marked_at, locale)}
                  </Text>
                  {record.forced && (
                    <Tooltip label={t('table.forced_hint')} withArrow>
                      <Badge
                        color="orange"
                        variant="outline"
                        size="sm"
                        leftSection={<IconAlertTriangle size={12} aria-hidden />}
                        data-testid="forced-mark"
                      >
                        {t('table.forced')}
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
                {record.marked_by && (
                  <Text size="xs" c="dimmed">
                    {t('table.marked_by', { name: record.marked_by })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
