import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconClipboardList, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminRegistration, SectionSummary } from '@academy/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { notifySuccess } from '@/lib/api/notify';
import { formatNumber } from '@/lib/format';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '../components/list-pagination';
import { LoadError } from '@/components/load-error';
import { needsSectionChoice, useApproveRegistration } from './api/approve-registration';
import { useRegistrations } from './api/get-registrations';
import { useRejectRegistration } from './api/reject-registration';
import { RegistrationCard } from './components/registration-card';
import { RegistrationDetailsModal } from './components/registration-details-modal';
import { RegistrationFilters } from './components/registration-filters';
import { RejectModal } from './components/reject-modal';
import { SectionChoiceModal } from './components/section-choice-modal';
import { REGISTRATIONS_PAGE_SIZE, useRegistrationFilters } from './hooks/use-registration-filters';

type Dialog =
  | { kind: 'choose'; registration: AdminRegistration; sections: SectionSummary[] }
  | { kind: 'reject'; registration: AdminRegistration }
  | { kind: 'details'; registration: AdminRegistration }
  | null;

/**
 * `/admin/people/registrations`: course requests with the pending count, Refresh, filters in the URL,
 * a card each; Approve (choosing a section when the server asks) and Reject with an optional reason.
 */
export function RegistrationsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('registrations.title'));
  const { locale } = useLanguage();
  const { status, course_id, search, page, query, update } = useRegistrationFilters();
  const list = useRegistrations(query);
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [dialog, setDialog] = useState<Dialog>(null);

  const doApprove = (registration: AdminRegistration, sectionId?: number) =>
    approve.mutate(
      { id: registration.id, sectionId },
      {
        onSuccess: (result) => {
          if (needsSectionChoice(result)) {
            setDialog({ kind: 'choose', registration, sections: result.available_sections });
            return;
          }
          notifySuccess(t('registrations.approved', { name: registration.student.name }));
          setDialog(null);
        },
      },
    );

  const refresh = () =>
    void list.refetch().then((result) => {
      if (!result.isError) notifySuccess(t('registrations.refreshed'));
    });

  const registrations = list.data?.registrations ?? [];
  const pending = list.data?.counts.pending;
  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && !list.data) {
    content = <LoadError title={t('registrations.load_failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (registrations.length === 0) {
    content = (
      <EmptyState icon={<IconClipboardList size={40} />} title={t('registrations.empty_title')} text={t('registrations.empty_text')} />
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {registrations.map((registration) => (
          <RegistrationCard
            key={registration.id}
            registration={registration}
            approving={approve.isPending && approve.variables?.id === registration.id && dialog === null}
            onApprove={() => doApprove(registration)}
            onReject={() => setDialog({ kind: 'reject', registration })}
            onDetails={() => setDialog({ kind: 'details', registration })}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={2} size="h3">
            {t('registrations.title')}
          </Title>
          {pending !== undefined && (
            <Badge
              size="lg"
              color="orange"
              variant="filled"
              aria-label={t('registrations.pending_count', { count: pending })}
              data-testid="pending-count"
            >
              {formatNumber(pending, locale)}
            </Badge>
          )}
        </Group>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh} loading={list.isRefetching}>
          {t('registrations.refresh')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('filters.label')}>
        <RegistrationFilters
          status={status}
          courseId={course_id}
          search={search}
          counts={list.data?.counts}
          courses={list.data?.courses ?? []}
          onChange={update}
        />
      </Paper>
      <div aria-busy={list.isFetching} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {content}
      </div>
      {list.data && (
        <ListPagination page={page} pageSize={REGISTRATIONS_PAGE_SIZE} total={list.data.total} onChange={(n) => update({ page: n })} />
      )}

      {dialog?.kind === 'choose' && (
        <SectionChoiceModal
          registration={dialog.registration}
          sections={dialog.sections}
          busyId={approve.isPending ? (approve.variables?.sectionId ?? null) : null}
          onChoose={(section) => doApprove(dialog.registration, section.id)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectModal
          registration={dialog.registration}
          busy={reject.isPending}
          onClose={() => setDialog(null)}
          onReject={(reason) =>
            reject.mutate(
              { id: dialog.registration.id, reason },
              {
                onSuccess: () => {
                  notifySuccess(t('registrations.rejected', { name: dialog.registration.student.name }));
                  setDialog(null);
                },
              },
            )
          }
        />
      )}
      {dialog?.kind === 'details' && <RegistrationDetailsModal registration={dialog.registration} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
