import { Alert, Button, Card, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconCircleX, IconClockHour4, IconReceipt, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDA, isFinalCheckoutStatus, type OnlineCheckout } from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { LoadError } from '@/components/load-error';
import { usePageTitle } from '@/hooks/use-page-title';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/notify';
import { formatDateTime } from '@/lib/format-date-time';
import { RETURN_POLL_LIMIT_MS, returnPollInterval } from '@/lib/online-payments';
import { paths } from '@/lib/paths';
import { paymentsKeys } from '@/features/dashboard/api/payments/query-keys';
import { useCheckout } from './api/get-checkout';
import { onlinePayKeys } from './api/query-keys';
import { CheckoutStatusBadge } from './components/checkout-status-badge';
import { InfoRow } from './components/info-row';
import { purposeText } from './lib/purpose-text';

/**
 * `/dashboard/payments/online/:id`, where Chargily sends the parent back (`?result=success|failure`, which only says
 * which button was pressed there): the checkout's state as the server knows it. While it is not final the page asks every
 * 2 s (the server asks Chargily meanwhile) for a minute, then offers Refresh. Paid: the amount, any part kept as credit,
 * and each child's receipt; not paid: nothing was taken, and a way back to try again.
 */
export function OnlinePaymentPage() {
  const { t } = useTranslation('account');
  const { dir } = useLanguage();
  usePageTitle(t('payments.online.result.title'));
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const [since, setSince] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const checkout = useCheckout(id, (data) => returnPollInterval(data?.status, since, Date.now()), valid);
  const status = checkout.data?.status;
  const final = status !== undefined && isFinalCheckoutStatus(status);
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;

  // A minute without a final answer: say so, and offer Refresh (which starts another minute).
  useEffect(() => {
    if (final || timedOut) return;
    const timer = window.setTimeout(() => setTimedOut(true), Math.max(0, RETURN_POLL_LIMIT_MS - (Date.now() - since)));
    return () => window.clearTimeout(timer);
  }, [final, timedOut, since]);

  // Once paid, what the family owes has changed: the payments page, its options and its list are asked again.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
    void queryClient.invalidateQueries({ queryKey: onlinePayKeys.options });
    void queryClient.invalidateQueries({ queryKey: onlinePayKeys.checkouts });
  }, [final, queryClient]);

  const refresh = () => {
    setSince(Date.now());
    setTimedOut(false);
    void checkout.refetch();
  };

  let body;
  if (!valid || (checkout.isError && isApiError(checkout.error) && checkout.error.status === 404)) {
    body = (
      <Alert color="yellow" variant="light" data-testid="checkout-not-found">
        {errorMessage(checkout.error ?? undefined, t('payments.online.result.load_failed'))}
      </Alert>
    );
  } else if (!checkout.data) {
    body = checkout.isError ? (
      <LoadError
        title={t('payments.online.result.load_failed')}
        error={checkout.error}
        onRetry={() => void checkout.refetch()}
        retrying={checkout.isFetching}
      />
    ) : (
      <Skeleton h={260} radius="md" />
    );
  } else {
    body = <CheckoutResult checkout={checkout.data} timedOut={timedOut && !final} refreshing={checkout.isFetching} onRefresh={refresh} />;
  }

  return (
    <Stack gap="md" maw="40rem" w="100%" mx="auto">
      <Group>
        <Button component={Link} to={paths.dashboard.payments} variant="subtle" leftSection={<BackIcon size={18} aria-hidden />}>
          {t('payments.online.result.back')}
        </Button>
      </Group>
      <Title order={2} size="h3">
        {t('payments.online.result.title')}
      </Title>
      {body}
    </Stack>
  );
}

interface ResultProps {
  checkout: OnlineCheckout;
  timedOut: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

function CheckoutResult({ checkout: c, timedOut, refreshing, onRefresh }: ResultProps) {
  const { t } = useTranslation('account');
  const { lang, locale } = useLanguage();
  const amount = formatDA(c.amount, lang);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="checkout-result" data-status={c.status}>
      <Stack gap="md">
        <div role="status" aria-live="polite">
          {c.status === 'paid' ? (
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon color="green" variant="light" size={64} radius="xl">
                <IconCircleCheck size={40} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h3" c="green.8">
                {t('payments.online.result.paid_title')}
              </Title>
              <Text>{t('payments.online.result.paid_text', { amount })}</Text>
              {!c.credited && (
                <Alert color="yellow" variant="light" ta="start" w="100%">
                  {t('payments.online.result.checking_by_staff')}
                </Alert>
              )}
              {c.over_collected > 0 && (
                <Alert color="teal" variant="light" ta="start" w="100%" data-testid="over-collected">
                  {t('payments.online.result.over_collected', { amount: formatDA(c.over_collected, lang) })}
                </Alert>
              )}
            </Stack>
          ) : isFinalCheckoutStatus(c.status) ? (
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon color="red" variant="light" size={64} radius="xl">
                <IconCircleX size={40} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h3">
                {t('payments.online.result.not_paid_title')}
              </Title>
              {c.status !== 'pending' && c.status !== 'processing' && <Text>{t(`payments.online.result.reason.${c.status}`)}</Text>}
              <Text fw={600}>{t('payments.online.result.not_paid_text')}</Text>
              <Button component={Link} to={paths.dashboard.payments} mt="xs" data-testid="try-again">
                {t('payments.online.result.try_again')}
              </Button>
            </Stack>
          ) : timedOut ? (
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon color="yellow" variant="light" size={64} radius="xl">
                <IconClockHour4 size={40} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t('payments.online.result.waiting_title')}
              </Title>
              <Text>{t('payments.online.result.waiting_text')}</Text>
              <Group gap="sm" justify="center" mt="xs">
                <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRefresh} loading={refreshing}>
                  {t('payments.online.result.refresh')}
                </Button>
                {c.status === 'pending' && c.checkout_url && (
                  <Button component="a" href={c.checkout_url} variant="light">
                    {t('payments.online.list.resume')}
                  </Button>
                )}
              </Group>
            </Stack>
          ) : (
            <Stack gap="xs" align="center" ta="center">
              <Loader size="lg" aria-hidden />
              <Title order={3} size="h4">
                {t('payments.online.result.checking_title')}
              </Title>
              <Text c="dimmed">{t('payments.online.result.checking_text')}</Text>
            </Stack>
          )}
        </div>

        <Stack gap={6}>
          <InfoRow label={t('payments.online.result.what')}>{purposeText(t, lang, c)}</InfoRow>
          <InfoRow label={t('payments.online.result.amount')}>
            <Isolate>{amount}</Isolate>
          </InfoRow>
          <InfoRow label={t('payments.online.result.date')}>
            <Isolate>{formatDateTime(c.paid_at ?? c.created_at, locale, 'long')}</Isolate>
          </InfoRow>
          <Group justify="flex-end">
            <CheckoutStatusBadge status={c.status} />
          </Group>
        </Stack>

        {c.status === 'paid' && c.payments.length > 0 && (
          <section aria-labelledby="checkout-receipts-title">
            <Title order={4} size="h5" mb="xs" id="checkout-receipts-title">
              {t('payments.online.result.receipts')}
            </Title>
            <Stack gap="xs">
              {c.payments.map((p) => (
                <Button
                  key={p.id}
                  component={Link}
                  to={paths.dashboard.receipt(p.id)}
                  variant="light"
                  justify="flex-start"
                  leftSection={<IconReceipt size={18} aria-hidden />}
                  fullWidth
                  size="md"
                  data-testid="checkout-receipt"
                >
                  {t('payments.online.result.receipt_for', { name: p.student_name, amount: formatDA(p.amount, lang) })}
                </Button>
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </Card>
  );
}
