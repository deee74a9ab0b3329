import { localCourseName } from '@academy/shared';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MyEnrollment, PaymentSummaryItem } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { SectionSchedule } from '@/components/section-schedule';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { parseWeeklySlots } from '../lib/weekly-slots';
import { CycleProgress } from './cycle-progress';
import { DetailRow } from './detail-row';

const STATUS_COLORS = { approved: 'green', pending: 'yellow', rejected: 'red', ended: 'gray' } as const;

interface EnrollmentCardProps {
  enrollment: MyEnrollment;
  /** The enrollment's money facts (sessions this month, cycle progress); undefined while not known. */
  money: PaymentSummaryItem | undefined;
}

/** One course of the child: section, weekly timetable in the academy's time, state, and this month's sessions. */
export function EnrollmentCard({ enrollment, money }: EnrollmentCardProps) {
  const { t } = useTranslation('dashboard');
  const { lang, locale } = useLanguage();
  const titleId = useId();
  const status = enrollment.is_active ? enrollment.enrollment_status : 'ended';
  const kind = money?.payment_type ?? (enrollment.is_kindergarten ? 'kindergarten' : enrollment.payment_type);
  const slots = parseWeeklySlots(enrollment.schedule);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={titleId} data-testid="enrollment-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {localCourseName(enrollment, lang)}
          </Title>
          <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`learning.enrollment_status.${status}`)}
          </Badge>
        </Group>
        <Stack gap={6}>
          <DetailRow label={t('learning.section')}>{enrollment.section_name}</DetailRow>
          <DetailRow label={t('learning.payment')}>{t(`learning.payment_type.${kind}`)}</DetailRow>
          <DetailRow label={t('learning.since')}>
            <Isolate>{formatDate(enrollment.enrollment_date, locale)}</Isolate>
          </DetailRow>
        </Stack>
        <div>
          <Text size="sm" c="dimmed">
            {t('learning.schedule')}
          </Text>
          <SectionSchedule section={{ slots, schedule: enrollment.schedule }} />
        </div>
        {money ? (
          <Stack gap="xs">
            <Text size="sm">
              <Trans t={t} i18nKey="learning.sessions_this_month" count={money.sessions_this_month} components={{ n: <bdi dir="ltr" /> }} />
            </Text>
            {money.payment_type === 'monthly' && <CycleProgress item={money} />}
            {money.next_payment_date && (
              <Text size="sm" c={money.is_overdue ? 'red' : money.due_soon ? 'yellow' : 'dimmed'}>
                <Trans
                  t={t}
                  i18nKey="learning.next_payment"
                  values={{ date: formatDate(money.next_payment_date, locale) }}
                  components={{ v: <bdi /> }}
                />
              </Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
