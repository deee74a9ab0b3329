import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { ListHeader } from '../components/list-header';
import { ListPagination } from '../components/list-pagination';
import { useMessageLog } from './api/get-message-log';
import { MessageLogCard } from './components/message-log-card';
import { MessageLogFilters } from './components/message-log-filters';
import { MessageLogTable } from './components/message-log-table';
import { LOG_PAGE_SIZE, logQuery, useLogFilters } from './hooks/use-log-filters';

/**
 * `/admin/people/messaging`: every message to families (SMS, push, e-mail), newest first, searched and filtered (kept in the
 * URL), with its state, its reason, its tries and a resend. A table on wide screens, cards on phones.
 */
export function MessageLogPage() {
  const { t } = useTranslation('admin-messaging');
  usePageTitle(t('log.title'));
  const { filters, page, hasFilters, update, clearAll, setPage } = useLogFilters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const log = useMessageLog(logQuery(filters, page));
  const messages = log.data?.messages ?? [];

  let content;
  if (log.isPending) {
    content = (
      <Stack gap="sm">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (log.isError && !log.data) {
    content = <LoadError title={t('log.load_failed')} onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  } else if (messages.length === 0) {
    content = (
      <EmptyState
        icon={<IconMessages size={40} />}
        title={hasFilters ? t('log.empty_filtered') : t('log.empty')}
        action={
          hasFilters ? (
            <Button variant="light" onClick={clearAll}>
              {t('log.filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  } else if (phone) {
    content = (
      <Stack gap="sm">
        {messages.map((m) => (
          <MessageLogCard key={m.id} message={m} />
        ))}
      </Stack>
    );
  } else {
    content = (
      <Paper withBorder radius="md">
        <MessageLogTable messages={messages} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <ListHeader
        title={t('log.title')}
        subtitle={t('log.subtitle')}
        refreshLabel={t('log.refresh')}
        refreshing={log.isRefetching}
        onRefresh={() => void log.refetch()}
      />
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('log.filters.label')}>
        <MessageLogFilters filters={filters} hasFilters={hasFilters} onChange={update} onClear={clearAll} />
      </Paper>
      <div aria-busy={log.isFetching} style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {log.data && <ListPagination page={page} pageSize={LOG_PAGE_SIZE} total={log.data.total} onChange={setPage} />}
    </Stack>
  );
}
