import { Badge, Card, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDA } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { LoadError } from '@/components/load-error';
import { formatDateTime } from '@/lib/format-date-time';
import { localizedName } from '@/lib/course-name';
import { useEnrollmentDetails } from '../api/get-enrollment-details';
import { AttendanceSummary } from './attendance-summary';
import { DueBadge } from './due-badge';
import { Fact } from './fact';
import { SlotsText } from './slots-text';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { Phone } from '@/components/phone';

const ATTENDANCE_COLORS = { present: 'green', late: 'yellow', absent: 'red', excused: 'gray' } as const;

/** View only: the seat's course and class, subscription, attendance with the latest days, and the money recorded. */
export function DetailsModal({ enrollmentId, studentName, onClose }: { enrollmentId: number; studentName: string; onClose: () => void }) {
  const { t } = useTranslation('admin-kindergarten');
  const { lang, locale } = useLanguage();
  const details = useEnrollmentDetails(enrollmentId);
  const d = details.data;

  let body;
  if (details.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader role="img" aria-label={t('details.loading')} />
      </Group>
    );
  } else if (!d) {
    body = <LoadError title={t('details.load_failed')} onRetry={() => void details.refetch()} retrying={details.isFetching} />;
  } else {
    const e = d.enrollment;
    body = (
      <Stack gap="md" data-testid="kg-details">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kg-details-family">
          <Title order={3} size="h6" mb="xs" id="kg-details-family">
            {t('details.family')}
          </Title>
          <Stack gap={4}>
            <Fact label={t('card.parent')}>{e.parent_name ?? t('card.not_provided')}</Fact>
            <Fact label={t('card.phone')}>{e.phone ? <Phone value={e.phone} /> : t('card.not_provided')}</Fact>
            <Fact label={t('card.enrolled_on')}>
              <Isolate>{formatDate(e.enrollment_date, locale)}</Isolate>
            </Fact>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kg-details-class">
          <Title order={3} size="h6" mb="xs" id="kg-details-class">
            {t('details.course_class')}
          </Title>
          <Stack gap={4}>
            <Fact label={t('card.course')}>{localizedName({ name: e.course_name, name_ar: e.course_name_ar }, lang)}</Fact>
            <Fact label={t('card.class')}>{t('card.class_value', { name: e.class_name, id: formatNumber(e.class_id, locale) })}</Fact>
            <Fact label={t('details.schedule')}>
              <SlotsText slots={e.slots} />
            </Fact>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kg-details-subscription">
          <Group justify="space-between" mb="xs" gap="xs">
            <Title order={3} size="h6" id="kg-details-subscription">
              {t('details.subscription')}
            </Title>
            {e.subscription_status && <SubscriptionStatusBadge status={e.subscription_status} />}
          </Group>
          <Stack gap={4}>
            <Fact label={t('card.monthly_amount')}>
              <bdi>{e.subscription_amount === null ? '—' : formatDA(e.subscription_amount, lang)}</bdi>
            </Fact>
            <Fact label={t('card.next_payment')}>
              <Group gap={6} wrap="wrap" component="span">
                <Text span size="sm" fw={500}>
                  {e.next_payment_date ? <Isolate>{formatDate(e.next_payment_date, locale)}</Isolate> : t('card.no_date')}
                </Text>
                {e.next_payment_date && <DueBadge subscription={e} />}
              </Group>
            </Fact>
            {e.payment_notes && <Fact label={t('details.notes')}>{e.payment_notes}</Fact>}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kg-details-attendance">
          <Title order={3} size="h6" mb="xs" id="kg-details-attendance">
            {t('details.attendance')}
          </Title>
          <Stack gap="xs">
            <Fact label={t('card.attendance')}>
              <AttendanceSummary attended={d.attendance.attended} total={d.attendance.total} rate={d.attendance.rate} />
            </Fact>
            <Fact label={t('details.absent')}>{formatNumber(d.attendance.absent, locale)}</Fact>
            {d.attendance.recent.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('details.no_attendance')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('details.recent_days')}>
                {d.attendance.recent.map((r) => (
                  <Group key={r.id} component="li" gap="xs" wrap="wrap">
                    <Text size="sm">
                      <Isolate>{formatDate(r.attendance_date, locale)}</Isolate>
                    </Text>
                    <Badge size="sm" variant="light" color={ATTENDANCE_COLORS[r.status]}>
                      {t(`attendance_status.${r.status}`)}
                    </Badge>
                    {r.notes && (
                      <Text size="xs" c="dimmed">
                        {r.notes}
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="kg-details-money">
          <Title order={3} size="h6" mb="xs" id="kg-details-money">
            {t('details.money')}
          </Title>
          <SimpleGrid cols={3} spacing="xs">
            {(['charged', 'paid', 'outstanding'] as const).map((k) => (
              <Stack key={k} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`details.${k}`)}
                </Text>
                <Text size="sm" fw={600} c={k === 'outstanding' && d.money.outstanding > 0 ? 'red' : undefined}>
                  <bdi>{formatDA(d.money[k], lang)}</bdi>
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {d.payments.length > 0 && (
            <Table.ScrollContainer minWidth={360} mt="sm">
              <Table striped withTableBorder fz="sm" aria-label={t('details.payments')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('details.payment_date')}</Table.Th>
                    <Table.Th>{t('details.payment_amount')}</Table.Th>
                    <Table.Th>{t('details.payment_method')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.payments.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Isolate>{formatDateTime(p.payment_date, locale)}</Isolate>
                      </Table.Td>
                      <Table.Td>
                        <bdi>{formatDA(p.amount, lang)}</bdi>
                      </Table.Td>
                      <Table.Td>{p.payment_method ? t(`payment_method.${p.payment_method}`) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={t('details.title', { name: studentName })}
      closeButtonProps={{ 'aria-label': t('dialogs.close') }}
    >
      {body}
    </Modal>
  );
}
