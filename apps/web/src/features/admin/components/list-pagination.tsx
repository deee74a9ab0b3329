import { Group, Pagination, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** "Showing 26–50 of 120" and the page buttons of a server-side paged list. */
export function ListPagination({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation('admin');
  const { locale } = useLanguage();
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="pagination.showing"
          values={{ from: formatNumber(from, locale), to: formatNumber(to, locale), total: formatNumber(total, locale) }}
          components={{ n: <bdi dir="ltr" /> }}
        />
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          siblings={1}
          getItemProps={(n) => ({ 'aria-label': t('pagination.page', { n }) })}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </Group>
  );
}
