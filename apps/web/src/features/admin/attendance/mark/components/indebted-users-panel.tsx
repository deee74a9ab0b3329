import { Alert, Badge, Button, Card, Group, Loader, Pagination, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCash, IconMoodHappy, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, INDEBTED_FILTERS, LANGUAGES, type IndebtedUser } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { EmptyState } from '@/components/empty-state';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { useIndebtedUsers } from '../api/get-indebted-users';
import { ClearDebtModal } from './clear-debt-modal';
import { Phone } from '@/components/phone';
import { WhatsAppLink } from '../../../components/whatsapp-link';

const PAGE_SIZE = 10;
type Filter = (typeof INDEBTED_FILTERS)[number];

/** Students who owe money (spec 2 "indebted users"): All / High debt (over 5000 DA) / Recent, a search, pages, and Clear debt. */
export function IndebtedUsersPanel({ onDialogChange }: { onDialogChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin-scan');
  const { lang, locale } = useLanguage();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [clearing, setClearing] = useState<IndebtedUser | null>(null);
  const query = { filter, search: debounced || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const list = useIndebtedUsers(query);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const open = (user: IndebtedUser | null) => {
    setClearing(user);
    onDialogChange(user !== null);
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="indebted-title" data-testid="indebted-panel">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="indebted-title">
            {t('indebted.title')}
          </Title>
          {list.data && (
            <Badge color="red" variant="light" size="lg">
              {t('indebted.total', { amount: formatDA(list.data.total_debt, lang) })}
            </Badge>
          )}
        </Group>
        <SegmentedControl
          fullWidth
          value={filter}
          onChange={(v) => {
            setFilter(v as Filter);
            setPage(1);
          }}
          data={INDEBTED_FILTERS.map((f) => ({ value: f, label: t(`indebted.filter.${f}`) }))}
          aria-label={t('indebted.filter_label')}
        />
        <TextInput
          label={t('indebted.search')}
          placeholder={t('indebted.search_placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isPending && (
          <Group justify="center" py="md">
            <Loader role="img" size="sm" aria-label={t('indebted.loading')} />
          </Group>
        )}
        {list.isError && !list.data && <Alert color="red">{t('indebted.load_failed')}</Alert>}
        {list.data && list.data.users.length === 0 && <EmptyState icon={<IconMoodHappy size={36} />} title={t('indebted.empty')} />}
        {list.data?.users.map((user) => (
          <Card key={user.student_id} withBorder padding="sm" radius="sm" data-testid="indebted-row">
            <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Group gap={6}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {user.name}
                  </Text>
                  {user.high_debt && (
                    <Badge color="red" size="sm">
                      {t('indebted.high')}
                    </Badge>
                  )}
                  {user.archived && (
                    <Badge color="gray" size="sm" title={t('indebted.archived_hint')}>
                      {t('indebted.archived')}
                    </Badge>
                  )}
                </Group>
                {user.parent_name && (
                  <Text size="xs" c="dimmed">
                    {t('indebted.parent')}: {user.parent_name}
                    {user.parent_phone && (
                      <>
                        {' · '}
                        <Phone value={user.parent_phone} />{' '}
                        <WhatsAppLink
                          phone={user.parent_phone}
                          name={user.parent_name}
                          template="payment_due_after"
                          vars={(l, words) => ({
                            student: user.name,
                            amount: formatDA(user.total_debt, l),
                            due_date: user.oldest_debt_date ? formatDate(user.oldest_debt_date, LANGUAGES[l].locale) : '',
                            course: words('whatsapp.lessons'),
                          })}
                        />
                      </>
                    )}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('indebted.unpaid', { count: user.unpaid_charges, n: formatNumber(user.unpaid_charges, locale) })}
                  {user.oldest_debt_date && (
                    <>
                      {' · '}
                      {t('indebted.since')} <Isolate>{formatDate(user.oldest_debt_date, locale)}</Isolate>
                    </>
                  )}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Text fw={800} c="red" data-testid="indebted-amount">
                  {formatDA(user.total_debt, lang)}
                </Text>
                <Button size="xs" color="green" leftSection={<IconCash size={14} aria-hidden />} onClick={() => open(user)}>
                  {t('indebted.clear')}
                </Button>
              </Stack>
            </Group>
          </Card>
        ))}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(c) => ({ 'aria-label': t(`indebted.page_${c}`) })}
            />
          </Group>
        )}
      </Stack>
      {clearing && (
        <ClearDebtModal
          studentId={clearing.student_id}
          name={clearing.name}
          totalDebt={clearing.total_debt}
          onCleared={() => open(null)}
          onClose={() => open(null)}
        />
      )}
    </Card>
  );
}
