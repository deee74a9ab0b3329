import { Badge, Button, Card, Divider, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { attendanceBand, formatDA, MONTHLY_CYCLE_SESSIONS, type AttendanceCandidate, type AttendanceStudentCard } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { UserAvatar } from '@/components/user-avatar';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date-time';
import { formatPercent } from '../../../lib/format-percent';
import { localizedName } from '@/lib/course-name';
import { useToggleStudentMobile } from '../api/toggle-mobile';
import { Phone } from '@/components/phone';
import { PaymentAmount, ReversePaymentAction } from '../../../components/payment-reversal';

const BAND_COLOR = { green: 'green', yellow: 'yellow', orange: 'orange', red: 'red' } as const;
export const PAYMENT_STATUS_COLOR = { paid: 'green', pending: 'yellow', overdue: 'red', unknown: 'gray' } as const;
/** Spec 2: a card lists 2 payments, then '+N more'. */
const PAYMENTS_SHOWN = 2;

/**
 * The scanned student at a glance (spec 2 "Student card"). A monthly course whose 4 sessions are done
 * offers 'Paid (Reset)' when the scan listed its section.
 */
export function StudentCard({
  student,
  candidates = [],
  onPaidReset,
}: {
  student: AttendanceStudentCard;
  candidates?: AttendanceCandidate[];
  onPaidReset?: (candidate: AttendanceCandidate) => void;
}) {
  const { t } = useTranslation('admin-scan');
  const { lang, locale } = useLanguage();
  const toggle = useToggleStudentMobile();
  const band = attendanceBand(student.attendance_rate);
  const more = Math.max(0, student.payments_count - PAYMENTS_SHOWN);

  return (
    <Card withBorder radius="md" padding="md" data-testid="student-card" aria-labelledby="student-card-name">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <UserAvatar name={student.name} src={student.photo_url} size="xl" radius="md" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id="student-card-name" style={{ overflowWrap: 'anywhere' }}>
              {student.name}
            </Title>
            {student.barcode && (
              <Text size="sm" c="dimmed">
                {t('card.barcode')}: <Ltr>{student.barcode}</Ltr>
              </Text>
            )}
            <Text size="sm">
              {student.age !== null ? t('card.age', { count: student.age, age: formatNumber(student.age, locale) }) : t('card.age_unknown')}
              {student.date_of_birth && (
                <>
                  {' · '}
                  <Isolate>{formatDate(student.date_of_birth, locale)}</Isolate>
                </>
              )}
            </Text>
            <Group gap={6}>
              <Badge color={PAYMENT_STATUS_COLOR[student.payment_status]} data-testid="card-payment-status">
                {t(`payment_status.${student.payment_status}`)}
              </Badge>
              {student.total_debt > 0 && (
                <Badge color="red" variant="light" data-testid="card-debt">
                  {t('card.debt', { amount: formatDA(student.total_debt, lang) })}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>

        <Divider />
        <Group grow gap="sm" align="flex-start">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('card.parent')}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {student.parent.name || t('card.none')}
            </Text>
            {student.parent.phone && (
              <Text size="sm">
                <Phone value={student.parent.phone} />
              </Text>
            )}
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('card.active_courses')}
            </Text>
            <Text size="lg" fw={700}>
              {formatNumber(student.active_courses, locale)}
            </Text>
          </Stack>
        </Group>

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('card.attendance')}</Text>
            <Text size="sm" fw={700} c={BAND_COLOR[band]} data-testid="card-attendance-rate" data-band={band}>
              {formatPercent(student.attendance_rate, locale)}{' '}
              <Text span size="xs" c="dimmed">
                ({formatNumber(student.attendance.attended, locale)} / {formatNumber(student.attendance.total, locale)})
              </Text>
            </Text>
          </Group>
          <Progress value={student.attendance_rate} color={BAND_COLOR[band]} aria-label={t('card.attendance')} />
        </Stack>

        {student.enrollments.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('card.enrollments')}
            </Text>
            {student.enrollments.map((e) => (
              <Card key={e.enrollment_id} withBorder padding="xs" radius="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 10rem' }}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {localizedName({ name: e.course_name, name_ar: e.course_name_ar }, lang)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {e.section_name}
                    </Text>
                  </Stack>
                  <Badge size="sm" color={PAYMENT_STATUS_COLOR[e.payment_status]} variant="light">
                    {t(`payment_status.${e.payment_status}`)}
                  </Badge>
                </Group>
                {e.payment_kind === 'monthly' && e.monthly_sessions !== null && (
                  <Group gap="xs" mt={4} wrap="nowrap">
                    <Text size="xs">{t('monthly.progress_label')}</Text>
                    <Progress
                      value={(Math.min(e.monthly_sessions, MONTHLY_CYCLE_SESSIONS) / MONTHLY_CYCLE_SESSIONS) * 100}
                      style={{ flex: 1 }}
                      color={e.monthly_sessions >= MONTHLY_CYCLE_SESSIONS ? 'red' : 'blue'}
                      aria-hidden
                    />
                    <Text size="xs" fw={700} dir="ltr">
                      {formatNumber(e.monthly_sessions, locale)} / {formatNumber(MONTHLY_CYCLE_SESSIONS, locale)}
                    </Text>
                  </Group>
                )}
                {e.payment_kind === 'monthly' &&
                  (e.monthly_sessions ?? 0) >= MONTHLY_CYCLE_SESSIONS &&
                  e.outstanding > 0 &&
                  onPaidReset && (
                    <MonthlyDue candidate={candidates.find((c) => c.enrollment_id === e.enrollment_id)} onPaidReset={onPaidReset} />
                  )}
                {e.payment_kind === 'kindergarten' && (
                  <Text size="xs" mt={4}>
                    {t('card.next_payment')}:{' '}
                    {e.next_payment_date ? <Isolate>{formatDate(e.next_payment_date, locale)}</Isolate> : t('card.none')}
                  </Text>
                )}
                {e.outstanding > 0 && (
                  <Text size="xs" c="red" mt={2}>
                    {t('card.outstanding', { amount: formatDA(e.outstanding, lang) })}
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        )}

        <Switch
          label={t('card.mobile_access')}
          checked={student.mobile_app_enabled}
          disabled={toggle.isPending}
          onChange={(e) => toggle.mutate({ id: student.id, enabled: e.currentTarget.checked })}
          data-testid="card-mobile-access"
        />

        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('card.payments')}
          </Text>
          {student.recent_payments.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('card.no_payments')}
            </Text>
          )}
          {student.recent_payments.slice(0, PAYMENTS_SHOWN).map((p) => (
            <Group key={p.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="card-payment">
              <Text size="sm" style={{ minWidth: 0 }} truncate>
                <Isolate>{formatDateTime(p.paid_at, locale)}</Isolate> · {t(`method.${p.method as 'cash'}`, { defaultValue: p.method })}
              </Text>
              <Group gap={6} wrap="nowrap">
                <ReversePaymentAction payment={p} />
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} c={p.reversed ? 'dimmed' : undefined}>
                  <PaymentAmount amount={p.amount} reversed={p.reversed} />
                </Text>
              </Group>
            </Group>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed" data-testid="card-more-payments">
              {t('card.more_payments', { count: more, n: formatNumber(more, locale) })}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function MonthlyDue({
  candidate,
  onPaidReset,
}: {
  candidate: AttendanceCandidate | undefined;
  onPaidReset: (candidate: AttendanceCandidate) => void;
}) {
  const { t } = useTranslation('admin-scan');
  return (
    <Group justify="space-between" gap="xs" mt={6}>
      <Text size="xs" fw={700} c="red">
        {t('monthly.due')}
      </Text>
      {candidate && (
        <Button size="compact-sm" color="green" onClick={() => onPaidReset(candidate)}>
          {t('monthly.paid_reset')}
        </Button>
      )}
    </Group>
  );
}
