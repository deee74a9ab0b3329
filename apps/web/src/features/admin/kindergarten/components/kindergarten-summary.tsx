import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconBooks, IconCash, IconMoodKid, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDA, type KindergartenSummary as Summary } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { StatCard } from '@/components/stat-card';

/** The four cards: kindergarten courses, active classes, enrolled children, monthly revenue in DA. */
export function KindergartenSummary({ summary }: { summary: Summary | undefined }) {
  const { t } = useTranslation('admin-kindergarten');
  const { lang, locale } = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="kg-summary">
      {summary ? (
        <>
          <StatCard
            layout="headline"
            label={t('summary.courses')}
            value={formatNumber(summary.kindergarten_courses, locale)}
            icon={<IconBooks size={24} />}
            color="grape"
          />
          <StatCard
            layout="headline"
            label={t('summary.classes')}
            value={formatNumber(summary.active_classes, locale)}
            icon={<IconSchool size={24} />}
            color="blue"
          />
          <StatCard
            layout="headline"
            label={t('summary.students')}
            value={formatNumber(summary.enrolled_students, locale)}
            icon={<IconMoodKid size={24} />}
            color="teal"
          />
          <StatCard
            layout="headline"
            label={t('summary.revenue')}
            value={formatDA(summary.monthly_revenue, lang)}
            icon={<IconCash size={24} />}
            color="green"
          />
        </>
      ) : (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={104} radius="md" />)
      )}
    </SimpleGrid>
  );
}
