import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES, CONTACT_STATUS_FILTERS } from '@academy/shared';
import { EmptyState } from '@/components/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { ListPagination } from '@/features/admin/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/features/admin/components/search-input';
import { useMessages } from './messages/api/messages';
import { MessageCard } from './messages/components/message-card';
import { MessageModal } from './messages/components/message-modal';
import { MESSAGES_PAGE_SIZE, useMessageFilters } from './messages/hooks/use-message-filters';

/**
 * `/admin/content/messages`: the contact inbox (public form and parents' dashboards), filtered by state,
 * sender and search in the URL, newest first; View / Reply open the message dialog with its replies.
 */
export function MessagesPage() {
  const { t } = useTranslation('admin-content');
  usePageTitle(t('messages.title'));
  const { locale } = useLanguage();
  const { filters, page, hasFilters, update, clearAll, setPage, query } = useMessageFilters();
  const list = useMessages(query);
  const [open, setOpen] = useState<{ id: number; reply: boolean } | null>(null);
  const data = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('messages.title')}
          </Title>
          {data && (
            <Text c="dimmed" size="sm" data-testid="unread-summary">
              {t('messages.unread_summary', { count: data.unread_count, n: formatNumber(data.unread_count, locale) })}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void list.refetch()}
          loading={list.isFetching && !list.isPending}
        >
          {t('messages.refresh')}
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchInput
          value={filters.search ?? ''}
          onSearch={(search) => update({ search })}
          label={t('filters.search')}
          placeholder={t('filters.search_placeholder')}
        />
        <Select
          label={t('filters.status')}
          data={CONTACT_STATUS_FILTERS.map((value) => ({ value, label: t(`filters.status_${value}`) }))}
          value={filters.status ?? 'all'}
          onChange={(value) => update({ status: value && value !== 'all' ? value : undefined })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('filters.source')}
          data={CONTACT_SOURCES.map((value) => ({ value, label: t(`filters.source_${value}`) }))}
          value={filters.source ?? 'all'}
          onChange={(value) => update({ source: value && value !== 'all' ? value : undefined })}
          allowDeselect={false}
        />
      </SimpleGrid>

      {list.isError && !data ? (
        <LoadError title={t('list.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={130} radius="md" />
          ))}
        </Stack>
      ) : data.messages.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={40} />}
          title={t('list.empty')}
          text={hasFilters ? t('list.empty_filtered') : t('list.empty_text')}
          action={
            hasFilters ? (
              <Button variant="default" onClick={clearAll}>
                {t('filters.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          {data.messages.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              onView={() => setOpen({ id: message.id, reply: false })}
              onReply={() => setOpen({ id: message.id, reply: true })}
            />
          ))}
        </Stack>
      )}

      {data && <ListPagination page={page} pageSize={MESSAGES_PAGE_SIZE} total={data.total} onChange={setPage} />}

      <MessageModal id={open?.id ?? null} focusReply={open?.reply ?? false} onClose={() => setOpen(null)} />
    </Stack>
  );
}
