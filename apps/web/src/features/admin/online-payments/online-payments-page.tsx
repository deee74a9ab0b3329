import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { ListHeader } from '../components/list-header';
import { ListPagination } from '../components/list-pagination';
import { useOnlinePayments } from './api/get-online-payments';
import { useOnlinePaymentSettings } from './api/online-payment-settings';
import { ChargilySettingsCard } from './components/chargily-settings-card';
import { OnlineFilters } from './components/online-filters';
import { OnlinePaymentCard } from './components/online-payment-card';
import { OnlinePaymentsTable } from './components/online-payments-table';
import { OnlineTotals } from './components/online-totals';
import { ReconcilePanel } from './components/reconcile-panel';
import { ONLINE_PAGE_SIZE, onlineQuery, useOnlineFilters } from './hooks/use-online-filters';

/**
 * `/admin/online-payments` (issue 27): the families' card payments through Chargily Pay, newest first, searched and
 * filtered by status and finding (kept in the URL), with their fees, findings and receipts; the totals of the filtered
 * list; "Reconcile now"; and Chargily's connection and fees setting. A table on wide screens, cards on phones.
 */
export function OnlinePaymentsPage() {
  const { t } = useTranslation('admin-online-payments');
  usePageTitle(t('title'));
  const { filters, page, hasFilters, update, clearAll, setPage } = useOnlineFilters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const list = useOnlinePayments(onlineQuery(filters, page));
  const settings = useOnlinePaymentSettings();
  const checkouts = list.data?.checkouts ?? [];
  const configured = settings.data?.configured ?? false;

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('load_failed')} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (checkouts.length === 0) {
    // Not connected and nothing yet: the settings card above says how to connect; no empty table under it.
    content =
      !configured && !hasFilters ? null : (
        <EmptyState
          icon={<IconCreditCard size={40} />}
          title={hasFilters ? t('empty_filtered') : t('empty')}
          action={
            hasFilters ? (
              <Button variant="light" onClick={clearAll}>
                {t('filters.clear')}
              </Button>
            ) : null
          }
        />
      );
  } else if (phone) {
    content = (
      <Stack gap="sm">
        {checkouts.map((c) => (
          <OnlinePaymentCard key={c.id} checkout={c} />
        ))}
      </Stack>
    );
  } else {
    content = (
      <Paper withBorder radius="md">
        <OnlinePaymentsTable checkouts={checkouts} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <ListHeader
        title={t('title')}
        subtitle={t('subtitle')}
        refreshLabel={t('refresh')}
        refreshing={list.isRefetching}
        onRefresh={() => {
          void list.refetch();
          void settings.refetch();
        }}
      />
      {settings.isError && !settings.data ? (
        <LoadError title={t('settings.load_failed')} error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <ChargilySettingsCard settings={settings.data} />
      ) : (
        <Skeleton h={180} radius="md" />
      )}
      <ReconcilePanel enabled={configured} lastRun={settings.data?.last_reconciled_at ?? null} />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')}>
        <OnlineFilters filters={filters} hasFilters={hasFilters} onChange={update} onClear={clearAll} />
      </Paper>
      {list.data && checkouts.length > 0 && <OnlineTotals totals={list.data.totals} />}
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && <ListPagination page={page} pageSize={ONLINE_PAGE_SIZE} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
