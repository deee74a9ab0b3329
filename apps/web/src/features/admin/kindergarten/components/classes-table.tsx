import { Anchor, Badge, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { LoadError } from '@/components/load-error';
import { localizedName } from '@/lib/course-name';
import { useKindergartenClasses } from '../api/get-kindergarten-classes';
import { classesLink } from '../lib/classes-link';
import { SlotsText } from './slots-text';

const TYPE_COLORS = { single: 'blue', multi: 'grape', unscheduled: 'gray' } as const;

/** The kindergarten classes: name, course, single or multi-day, time, seats, status and a way to edit it. */
export function ClassesTable() {
  const { t } = useTranslation('admin-kindergarten');
  const { lang, locale } = useLanguage();
  const list = useKindergartenClasses();
  if (list.isPending) return <Skeleton h={160} radius="md" />;
  if (!list.data) return <LoadError title={t('classes.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const classes = list.data.classes;
  if (classes.length === 0) return <EmptyState icon={<IconSchool size={40} />} title={t('classes.empty')} text={t('classes.empty_text')} />;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="sm" aria-label={t('classes.title')} data-testid="kg-classes-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('classes.name')}</Table.Th>
            <Table.Th>{t('classes.course')}</Table.Th>
            <Table.Th>{t('classes.type')}</Table.Th>
            <Table.Th>{t('classes.time')}</Table.Th>
            <Table.Th>{t('classes.enrolled')}</Table.Th>
            <Table.Th>{t('classes.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('classes.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {classes.map((c) => {
            const full = c.enrolled_students >= c.max_students;
            return (
              <Table.Tr key={c.id} data-testid="kg-class-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {c.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{localizedName({ name: c.course_name, name_ar: c.course_name_ar }, lang)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={TYPE_COLORS[c.schedule_type]} size="sm" style={{ minWidth: 'max-content' }}>
                    {t(`classes.type_${c.schedule_type}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <SlotsText slots={c.slots} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={full ? 'red' : undefined} fw={full ? 600 : undefined}>
                    {t('classes.seats', { enrolled: formatNumber(c.enrolled_students, locale), max: formatNumber(c.max_students, locale) })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={c.is_active ? 'green' : 'red'} size="sm" style={{ minWidth: 'max-content' }}>
                    {t(c.is_active ? 'status.active' : 'status.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={classesLink(c.course_id)}
                    size="sm"
                    aria-label={t('classes.edit_label', { name: c.name })}
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    <IconEdit size={14} aria-hidden />
                    {t('classes.edit')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
