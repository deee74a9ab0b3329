import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarCheck, IconCash, IconEdit, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA, type KindergartenEnrollment } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { AttendanceSummary } from './attendance-summary';
import { DueBadge } from './due-badge';
import { Fact } from './fact';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { Phone } from '@/components/phone';

export type EnrollmentAction = 'details' | 'renew' | 'update' | 'attendance';

/** One child's kindergarten seat: family, class, monthly amount, next payment and its due state, attendance, and the actions. */
export function EnrollmentCard({
  enrollment: e,
  onAction,
}: {
  enrollment: KindergartenEnrollment;
  onAction: (action: EnrollmentAction) => void;
}) {
  const { t } = useTranslation('admin-kindergarten');
  const { lang, locale } = useLanguage();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={e.student_name}
      data-testid="kg-enrollment-card"
      data-enrollment-id={e.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={4} size="h5" lineClamp={2}>
          {e.student_name}
        </Title>
        <SubscriptionStatusBadge status={e.subscription_status} />
      </Group>
      <Stack gap={4} mt="xs">
        <Fact label={t('card.parent')}>{e.parent_name ?? t('card.not_provided')}</Fact>
        <Fact label={t('card.phone')}>{e.phone ? <Phone value={e.phone} /> : t('card.not_provided')}</Fact>
      </Stack>
      <Divider my="sm" />
      <Stack gap={4} style={{ flex: 1 }}>
        <Fact label={t('card.course')}>{localizedName({ name: e.course_name, name_ar: e.course_name_ar }, lang)}</Fact>
        <Fact label={t('card.class')}>
          {e.class_name ? t('card.class_value', { name: e.class_name, id: formatNumber(e.section_id, locale) }) : t('card.not_assigned')}
        </Fact>
        <Fact label={t('card.monthly_amount')} testId="monthly-amount">
          <bdi>{formatDA(e.monthly_amount, lang)}</bdi>
        </Fact>
        <Fact label={t('card.next_payment')} testId="next-payment">
          <Group gap={6} wrap="wrap" component="span">
            <Text span size="sm" fw={500} data-testid="next-payment-date" data-date={e.next_payment_date ?? ''}>
              {e.next_payment_date ? <Isolate>{formatDate(e.next_payment_date, locale)}</Isolate> : t('card.no_date')}
            </Text>
            {e.next_payment_date && <DueBadge subscription={e} />}
          </Group>
        </Fact>
        <Fact label={t('card.attendance')} testId="attendance">
          <AttendanceSummary {...e.attendance} />
        </Fact>
        <Fact label={t('card.enrolled_on')}>
          <Isolate>{formatDate(e.enrollment_date, locale)}</Isolate>
        </Fact>
      </Stack>
      <SimpleGrid cols={2} spacing="xs" mt="md">
        <Button size="xs" variant="default" leftSection={<IconEye size={14} aria-hidden />} onClick={() => onAction('details')}>
          {t('actions.details')}
        </Button>
        <Button size="xs" color="green" leftSection={<IconCash size={14} aria-hidden />} onClick={() => onAction('renew')}>
          {t('actions.renew')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconEdit size={14} aria-hidden />} onClick={() => onAction('update')}>
          {t('actions.update')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="grape"
          leftSection={<IconCalendarCheck size={14} aria-hidden />}
          onClick={() => onAction('attendance')}
        >
          {t('actions.attendance')}
        </Button>
      </SimpleGrid>
    </Card>
  );
}
