import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDA, type StatementPayout, type StatementSection, type TeacherStatement } from '@academy/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolate } from '@/components/bidi';
import { SiteLegalHeader } from '@/components/legal-header';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/course-name';
import { formatDate, formatNumber } from '@/lib/format';
import { payRuleText } from './pay-rule-text';

const PHONE = '(max-width: 48em)';

/** One figure of the statement: its label and the amount (or count), isolated so Arabic text never reorders it. */
function Figure({ id, label, value, strong, wide }: { id: string; label: string; value: string; strong?: boolean; wide?: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={`figure-${id}`}
      bg={strong ? 'var(--mantine-primary-color-light)' : undefined}
      style={wide ? { gridColumn: 'span 2' } : undefined}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={strong ? 'xl' : 'lg'} data-testid={`figure-${id}-value`}>
        <bdi>{value}</bdi>
      </Text>
    </Paper>
  );
}

/** The month's state: closed (when, by whom) or still open. */
export function StatementStatus({ statement }: { statement: TeacherStatement }) {
  const { t } = useTranslation('pay');
  const { locale } = useLanguage();
  if (!statement.closed) {
    return (
      <Badge variant="light" color="blue" data-testid="statement-open">
        {t('statement.open')}
      </Badge>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="filled" color="gray" data-testid="statement-closed">
        {t('statement.closed')}
      </Badge>
      <Text size="sm" c="dimmed">
        {statement.closed.closed_by_name
          ? t('statement.closed_on_by', { date: formatDate(statement.closed.closed_at, locale), name: statement.closed.closed_by_name })
          : t('statement.closed_on', { date: formatDate(statement.closed.closed_at, locale) })}
      </Text>
    </Group>
  );
}

/** The statement's figures: the balance's arithmetic first (opening + share + corrections - payouts = closing), then what it came from. */
export function StatementFigures({ statement }: { statement: TeacherStatement }) {
  const { t } = useTranslation('pay');
  const { lang, locale } = useLanguage();
  // Two columns on a phone: the closing balance, fifth, takes the whole last row.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const da = (v: string) => formatDA(v, lang);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        <Figure id="opening_balance" label={t('figures.opening_balance')} value={da(statement.opening_balance)} />
        <Figure id="share" label={t('figures.share')} value={da(statement.share)} />
        <Figure id="corrections" label={t('figures.corrections')} value={da(statement.corrections)} />
        <Figure id="payouts_total" label={t('figures.payouts_total')} value={da(statement.payouts_total)} />
        <Figure id="closing_balance" label={t('figures.closing_balance')} value={da(statement.closing_balance)} strong wide={phone} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure id="collected" label={t('figures.collected')} value={da(statement.collected)} />
        <Figure id="academy_kept" label={t('figures.academy_kept')} value={da(statement.academy_kept)} />
        <Figure id="sessions_taught" label={t('figures.sessions_taught')} value={formatNumber(statement.sessions_taught, locale)} />
        <Figure id="students_present" label={t('figures.students_present')} value={formatNumber(statement.students_present, locale)} />
      </SimpleGrid>
    </Stack>
  );
}

/** A label and its value on one line of a phone card. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end">
        {children}
      </Text>
    </Group>
  );
}

/** Each section's part of the month: its rule, what was taught and collected, and the share it paid. */
export function StatementSections({ sections }: { sections: StatementSection[] }) {
  const { t } = useTranslation('pay');
  const { lang, locale } = useLanguage();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const name = (s: StatementSection) => `${localizedName({ name: s.course_name, name_ar: s.course_name_ar }, lang)} — ${s.section_name}`;
  const rule = (s: StatementSection) => (s.rule ? payRuleText(s.rule, t, lang, locale) : t('rule.none'));
  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-sections-title">
      <Title order={3} size="h5" id="statement-sections-title">
        {t('sections.title')}
      </Title>
      {sections.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('sections.empty')}
        </Text>
      ) : phone ? (
        <Stack gap="xs">
          {sections.map((s) => (
            <Paper key={s.section_id} withBorder radius="md" p="sm" data-testid="statement-section">
              <Text fw={600} mb={4}>
                <Isolate>{name(s)}</Isolate>
              </Text>
              <Stack gap={2}>
                <Line label={t('sections.rule')}>{rule(s)}</Line>
                <Line label={t('sections.sessions')}>{formatNumber(s.sessions_taught, locale)}</Line>
                <Line label={t('sections.students')}>{formatNumber(s.students_present, locale)}</Line>
                <Line label={t('sections.collected')}>
                  <bdi>{formatDA(s.collected, lang)}</bdi>
                </Line>
                <Line label={t('sections.share')}>
                  <bdi>{formatDA(s.share, lang)}</bdi>
                </Line>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="xs" striped="even" aria-labelledby="statement-sections-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sections.section')}</Table.Th>
                  <Table.Th>{t('sections.rule')}</Table.Th>
                  <Table.Th ta="end">{t('sections.sessions')}</Table.Th>
                  <Table.Th ta="end">{t('sections.students')}</Table.Th>
                  <Table.Th ta="end">{t('sections.collected')}</Table.Th>
                  <Table.Th ta="end">{t('sections.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sections.map((s) => (
                  <Table.Tr key={s.section_id} data-testid="statement-section">
                    <Table.Td>
                      <Isolate>{name(s)}</Isolate>
                    </Table.Td>
                    <Table.Td>{rule(s)}</Table.Td>
                    <Table.Td ta="end">{formatNumber(s.sessions_taught, locale)}</Table.Td>
                    <Table.Td ta="end">{formatNumber(s.students_present, locale)}</Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      <bdi>{formatDA(s.collected, lang)}</bdi>
                    </Table.Td>
                    <Table.Td ta="end" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      <bdi>{formatDA(s.share, lang)}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

/** The month's payouts: amount, method, when and by whom. */
export function StatementPayouts({ payouts }: { payouts: StatementPayout[] }) {
  const { t } = useTranslation('pay');
  const { lang, locale } = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-payouts-title">
      <Title order={3} size="h5" id="statement-payouts-title">
        {t('payouts.title')}
      </Title>
      {payouts.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="payouts-empty">
          {t('payouts.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {payouts.map((p) => (
            <Paper key={p.id} withBorder radius="md" p="sm" data-testid="statement-payout">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0}>
                  <Text fw={700}>
                    <bdi>{formatDA(p.amount, lang)}</bdi>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`methods.${p.method}`)}
                    {' · '}
                    <Isolate>{formatDate(p.paid_at, locale)}</Isolate>
                    {p.paid_by_name && (
                      <>
                        {' · '}
                        {t('payouts.by', { name: p.paid_by_name })}
                      </>
                    )}
                  </Text>
                </Stack>
              </Group>
              {p.note && (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  <Isolate>{p.note}</Isolate>
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The whole statement, read-only: status, figures, sections, payouts (the admin's screen adds its buttons around it). */
export function StatementView({ statement }: { statement: TeacherStatement }) {
  return (
    <Stack gap="lg" data-testid="statement">
      <SiteLegalHeader />
      <StatementStatus statement={statement} />
      <StatementFigures statement={statement} />
      <StatementSections sections={statement.sections} />
      <StatementPayouts payouts={statement.payouts} />
    </Stack>
  );
}
