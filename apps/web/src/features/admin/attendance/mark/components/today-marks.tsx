import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACADEMY_TIME_ZONE, formatDA } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { TODAY_MARKS_LIMIT, useTodayMarks } from '../api/get-today-marks';

const STATUS_COLOR = { present: 'green', late: 'yellow', absent: 'red', excused: 'gray' } as const;

/** Today's latest marks (spec 2: the 10 latest, 'Showing 10 of N records'). Hidden when the overview cannot answer. */
export function TodayMarks({ date }: { date: string }) {
  const { t } = useTranslation(['admin-scan', 'common']);
  const { lang, locale } = useLanguage();
  const marks = useTodayMarks(date);
  if (!marks.data) return null;
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: ACADEMY_TIME_ZONE });
  const rows = marks.data.attendance_records.slice(0, TODAY_MARKS_LIMIT);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="today-title" data-testid="today-marks">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="today-title">
            {t('today.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('today.showing', {
              shown: formatNumber(rows.length, locale),
              count: marks.data.total,
              total: formatNumber(marks.data.total, locale),
            })}
          </Text>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('today.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('today.student')}</Table.Th>
                  <Table.Th>{t('today.course')}</Table.Th>
                  <Table.Th>{t('today.time')}</Table.Th>
                  <Table.Th>{t('today.payment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {r.student_name}
                      </Text>
                      <Badge size="xs" color={STATUS_COLOR[r.status]} variant="light">
                        {t(`status.${r.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{localizedName({ name: r.course_name, name_ar: r.course_name_ar }, lang)}</Text>
                      <Text size="xs" c="dimmed">
                        {r.section_name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {clock.format(new Date(r.marked_at))}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {r.payment_status === 'not_applicable' ? '—' : t(`common:attendance_payment.${r.payment_status}`)}
                        {r.payment_amount !== null && r.payment_status !== 'not_applicable' && ` · ${formatDA(r.payment_amount, lang)}`}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
