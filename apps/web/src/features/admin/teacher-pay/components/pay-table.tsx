import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatDA, type TeacherPayListResponse, type TeacherPayRow } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

/** A teacher's name, or a neutral word when the account has none. */
export const teacherName = (row: { full_name: string | null }, fallback: string) => row.full_name || fallback;

/** Wide screens: one row per teacher (the row opens the statement), the totals in the footer; scrolls sideways inside its card. */
export function PayTable({ data }: { data: TeacherPayListResponse }) {
  const { t } = useTranslation('pay');
  const { lang, locale } = useLanguage();
  const navigate = useNavigate();
  const da = (v: string) => <bdi>{formatDA(v, lang)}</bdi>;
  const to = (row: TeacherPayRow) => paths.admin.teacherStatement(row.teacher_id, data.month);
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped="even" aria-label={t('list.table_label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.teacher')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.sessions')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.students')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.collected')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.share')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.academy_kept')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.payouts')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.balance')}</Table.Th>
            <Table.Th>{t('list.columns.month')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.teachers.map((row) => (
            <Table.Tr key={row.teacher_id} data-testid="pay-row" style={{ cursor: 'pointer' }} onClick={() => void navigate(to(row))}>
              <Table.Td>
                <Anchor component={Link} to={to(row)} fw={600} onClick={(e) => e.stopPropagation()}>
                  <bdi>{teacherName(row, t('list.no_name'))}</bdi>
                </Anchor>
                {!row.is_active && (
                  <Badge ms="xs" size="xs" variant="light" color="gray">
                    {t('list.inactive')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="end">{formatNumber(row.sessions_taught, locale)}</Table.Td>
              <Table.Td ta="end">{formatNumber(row.students_present, locale)}</Table.Td>
              <Table.Td ta="end">{da(row.collected)}</Table.Td>
              <Table.Td ta="end">{da(row.share)}</Table.Td>
              <Table.Td ta="end">{da(row.academy_kept)}</Table.Td>
              <Table.Td ta="end">{da(row.payouts_total)}</Table.Td>
              <Table.Td ta="end" fw={700} data-testid="pay-row-balance">
                {da(row.balance)}
              </Table.Td>
              <Table.Td>
                <ClosedBadge closed={row.closed} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="pay-totals" fw={700}>
            <Table.Th>{t('list.totals')}</Table.Th>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="end">{da(data.totals.collected)}</Table.Td>
            <Table.Td ta="end">{da(data.totals.share)}</Table.Td>
            <Table.Td ta="end">{da(data.totals.academy_kept)}</Table.Td>
            <Table.Td ta="end">{da(data.totals.payouts_total)}</Table.Td>
            <Table.Td ta="end">{da(data.totals.balance)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Closed months are frozen; an open one can still change. */
export function ClosedBadge({ closed }: { closed: boolean }) {
  const { t } = useTranslation('pay');
  return closed ? (
    <Badge size="sm" variant="filled" color="gray" data-testid="closed-badge">
      {t('statement.closed')}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {t('statement.open')}
    </Text>
  );
}
