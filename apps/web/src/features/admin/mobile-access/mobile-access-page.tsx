import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile, IconRefresh } from '@tabler/icons-react';
import type { AdminMobileCredential } from '@academy/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/api/notify';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { useMobileCredentials } from './api/get-mobile-credentials';
import { useSetAppAccess } from './api/set-app-access';
import { CredentialCard } from './components/credential-card';
import { MobileFilters } from './components/mobile-filters';
import { RegenerateModal } from './components/regenerate-modal';
import { MOBILE_PAGE_SIZE, mobileQuery, useMobileFilters } from './hooks/use-mobile-filters';

/**
 * `/admin/people/mobile-access`: the mobile-app credentials of parents and students (spec 2), with the
 * type filter and search in the URL; copy, regenerate (after a confirmation) and app access on or off.
 */
export function MobileAccessPage() {
  const { t } = useTranslation('admin-people');
  usePageTitle(t('mobile.title'));
  const { filters, page, hasFilters, update, clearAll, setPage } = useMobileFilters();
  const list = useMobileCredentials(mobileQuery(filters, page));
  const access = useSetAppAccess();
  const [regenerating, setRegenerating] = useState<AdminMobileCredential | null>(null);

  const setAccess = (holder: AdminMobileCredential, enabled: boolean) =>
    access.mutate(
      { type: holder.type, id: holder.id, enabled },
      {
        onSuccess: () => {
          const name = holder.name?.trim() || t('mobile.unnamed');
          notifySuccess(enabled ? t('mobile.access_enabled_toast', { name }) : t('mobile.access_disabled_toast', { name }));
        },
      },
    );

  const refresh = () =>
    void list.refetch().then((result) => {
      if (!result.isError) notifySuccess(t('mobile.refreshed'));
    });

  const holders = list.data?.credentials ?? [];
  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={280} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('mobile.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (holders.length === 0) {
    content = (
      <EmptyState
        icon={<IconDeviceMobile size={40} />}
        title={t('mobile.empty')}
        text={hasFilters ? t('mobile.empty_filtered') : t('mobile.empty_text')}
        action={
          hasFilters ? (
            <Button variant="light" onClick={clearAll}>
              {t('mobile.filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {holders.map((holder) => (
          <CredentialCard
            key={`${holder.type}-${holder.id}`}
            holder={holder}
            onRegenerate={setRegenerating}
            onAppAccess={setAccess}
            switching={access.isPending && access.variables?.id === holder.id && access.variables.type === holder.type}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('mobile.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('mobile.subtitle')}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} loading={list.isRefetching} onClick={refresh}>
          {t('mobile.refresh')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('mobile.filters.label')}>
        <MobileFilters filters={filters} hasFilters={hasFilters} onChange={update} onClear={clearAll} />
      </Paper>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && <ListPagination page={page} pageSize={MOBILE_PAGE_SIZE} total={list.data.total} onChange={setPage} />}
      <RegenerateModal holder={regenerating} onClose={() => setRegenerating(null)} />
    </Stack>
  );
}
