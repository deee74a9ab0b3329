import { Alert, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconAlertTriangle, IconCalendar } from '@tabler/icons-react';
import { dayjsLocale } from '@/lib/dayjs-locale';
import { academyClock, payRuleBody, TEACHER_PAY_KINDS, type AdminSection, type TeacherPayKind } from '@academy/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { payRuleText } from '@/components/pay/pay-rule-text';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/api/notify';
import { formatDate } from '@/lib/format';
import { payErrorText, payFieldError } from '@/lib/pay-error';
import { usePayRules, useSavePayRule } from '../api/pay-rule';

type Field = 'kind' | 'rate' | 'effective_from';

/**
 * A section's pay rule (issue 25 item 3): the rule in effect today, the earlier ones, and a small form for a
 * rule from a date on (a percentage of what is collected, or DA per session taught or per student present).
 * It pays the section's teacher: without one, the form explains and waits.
 */
export function SectionPayRule({ section }: { section: AdminSection }) {
  const { t } = useTranslation('pay');
  const { lang, locale } = useLanguage();
  const rules = usePayRules(section.id);
  const save = useSavePayRule();
  const current = rules.data?.current ?? null;
  const [kind, setKind] = useState<TeacherPayKind | null>(null);
  const [rate, setRate] = useState('');
  const [from, setFrom] = useState<string | null>(() => academyClock(new Date()).date);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const shownKind = kind ?? current?.kind ?? 'percent';
  const noTeacher = section.teacher_id === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setRefusal(null);
    const body = { kind: shownKind, rate, effective_from: from ?? '' };
    const parsed = payRuleBody.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (!next[field]) next[field] = payFieldError(issue.message);
      }
      setErrors(next);
      return;
    }
    save.mutate(
      { sectionId: section.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('rule.saved', { name: `\u2068${section.section_name}\u2069` }));
          setRate('');
          setKind(null);
          setErrors({});
        },
        onError: (error) => {
          const details = isApiError(error) ? error.details : undefined;
          if (details) {
            const next: typeof errors = {};
            for (const field of ['kind', 'rate', 'effective_from'] as const)
              if (details[field]?.[0]) next[field] = payFieldError(details[field][0]);
            setErrors(next);
          }
          setRefusal(payErrorText(error, t('rule.save_failed')));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" mt="xs" component="section" aria-label={t('rule.title')} data-testid="section-pay-rule">
      <Stack gap="sm">
        <Title order={4} size="h6">
          {t('rule.title')}
        </Title>
        {rules.isPending ? (
          <Loader size="sm" role="img" aria-label={t('rule.loading')} />
        ) : rules.isError && !rules.data ? (
          <LoadError title={t('rule.load_failed')} error={rules.error} onRetry={() => void rules.refetch()} retrying={rules.isFetching} />
        ) : (
          <>
            <Text size="sm" data-testid="pay-rule-current">
              {current
                ? t('rule.current', { rule: payRuleText(current, t, lang, locale), date: formatDate(current.effective_from, locale) })
                : t('rule.none_yet')}
            </Text>
            {rules.data.rules.length > 0 && (
              <Stack gap={2} data-testid="pay-rule-history">
                <Text size="xs" c="dimmed" fw={600}>
                  {t('rule.history')}
                </Text>
                {rules.data.rules.map((rule) => (
                  <Group key={rule.id} gap="xs" wrap="wrap">
                    <Text size="sm">{payRuleText(rule, t, lang, locale)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('rule.from', { date: formatDate(rule.effective_from, locale) })}
                      {rule.teacher.full_name ? ` · ${rule.teacher.full_name}` : ''}
                    </Text>
                    {current?.id === rule.id && (
                      <Badge size="xs" variant="light">
                        {t('rule.in_effect')}
                      </Badge>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </>
        )}
        {noTeacher && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('section_has_no_teacher', { ns: 'errors' })}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="pay-rule-error">
            {refusal}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('rule.kind')}
              value={shownKind}
              onChange={(v) => (setKind(v as TeacherPayKind), setErrors({ ...errors, kind: undefined, rate: undefined }))}
              data={TEACHER_PAY_KINDS.map((k) => ({ value: k, label: t(`rule.kinds.${k}`) }))}
              disabled={noTeacher}
              fullWidth
            />
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label={shownKind === 'percent' ? t('rule.rate_percent') : t('rule.rate_amount')}
                value={rate}
                onChange={(e) => (setRate(e.currentTarget.value), setErrors({ ...errors, rate: undefined }))}
                error={errors.rate}
                placeholder={current && current.kind === shownKind ? current.rate.replace(/\.00$/, '') : undefined}
                inputMode="decimal"
                dir="ltr"
                disabled={noTeacher}
                required
                w={170}
                data-testid="pay-rule-rate"
              />
              <DatePickerInput
                label={t('rule.effective_from')}
                value={from}
                onChange={(value) => (setFrom(value), setErrors({ ...errors, effective_from: undefined }))}
                error={errors.effective_from}
                locale={dayjsLocale(lang)}
                valueFormat="D MMM YYYY"
                firstDayOfWeek={0}
                weekendDays={[5, 6]}
                leftSection={<IconCalendar size={16} aria-hidden />}
                popoverProps={{ withinPortal: true }}
                disabled={noTeacher}
                required
                w={190}
                data-testid="pay-rule-from"
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" size="sm" loading={save.isPending} disabled={noTeacher} data-testid="pay-rule-save">
                {t('rule.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
