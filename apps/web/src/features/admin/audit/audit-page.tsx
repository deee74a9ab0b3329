import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { EmptyState } from '@/components/empty-state';
import { ListHeader } from '../components/list-header';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useAuditLog } from './api/get-audit-log';
import { AuditCard } from './components/audit-card';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';
import { AUDIT_PAGE_SIZE, auditQuery, useAuditFilters } from './hooks/use-audit-filters';

/** `/admin/audit`: who did what and when, newest first, filtered by action, entity and record (kept in the URL). */
export function AuditPage() {
  const { t } = useTranslation('admin-people');
  usePageTitle(t('audit.title'));
  const { filters, page, hasFilters, update, clearAll, setPage } = useAuditFilters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const log = useAuditLog(auditQuery(filters, page));
  const entries = log.data?.entries ?? [];
  const history = (entity: string, id: number) => update({ action: undefined, entity, entity_id: String(id) });

  let content;
  if (log.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={56} radius="md" />
        ))}
      </Stack>
    );
  } else if (log.isError && !log.data) {
    content = <LoadError title={t('audit.load_failed')} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  } else if (entries.length === 0) {
    content = (
      <EmptyState
        icon={<IconHistory size={40} />}
        title={hasFilters ? t('audit.empty_filtered') : t('audit.empty')}
        action={
          hasFilters ? (
            <Button variant="light" onClick={clearAll}>
              {t('audit.filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  } else if (phone) {
    content = (
      <Stack gap="sm">
        {entries.map((entry) => (
          <AuditCard key={entry.id} entry={entry} onHistory={history} />
        ))}
      </Stack>
    );
  } else {
    content = (
      <Paper withBorder radius="md">
        <AuditTable entries={entries} onHistory={history} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <ListHeader
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        refreshLabel={t('audit.refresh')}
        refreshing={log.isRefetching}
        onRefresh={() => void log.refetch()}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('audit.filters.label')}>
        <AuditFilters filters={filters} hasFilters={hasFilters} onChange={update} onClear={clearAll} />
      </Paper>
      <div aria-busy={log.isFetching} style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {log.data && <ListPagination page={page} pageSize={AUDIT_PAGE_SIZE} total={log.data.total} onChange={setPage} />}
    </Stack>
  );
}
