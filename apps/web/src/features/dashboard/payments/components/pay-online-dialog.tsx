import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHARGILY_PAYMENT_METHODS,
  formatDA,
  type ChargilyPaymentMethod,
  type FeesAllocation,
  type OnlinePaymentOption,
} from '@academy/shared';
import { Isolate } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { errorMessage } from '@/lib/api/notify';
import { useCreateCheckout } from '../api/create-checkout';
import { purposeText } from '../lib/purpose-text';

interface Props {
  option: OnlinePaymentOption;
  feesAllocation: FeesAllocation;
  onClose: () => void;
}

/**
 * Paying one option online: what is paid, the server's amount, who bears Chargily's fee, the card, then Chargily's page.
 * One checkout however often "Continue" is pressed: the first press locks the button until the answer, and a good answer
 * leaves it locked while the browser goes to Chargily. An error is shown here (nothing was charged) and may be retried.
 */
export function PayOnlineDialog({ option, feesAllocation, onClose }: Props) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const [method, setMethod] = useState<ChargilyPaymentMethod>('edahabia');
  const [leaving, setLeaving] = useState(false);
  const sent = useRef(false);
  const create = useCreateCheckout();

  const pay = () => {
    if (sent.current) return;
    sent.current = true;
    create.mutate(
      {
        purpose: option.purpose,
        student_id: option.purpose === 'debt' ? (option.student_id ?? undefined) : undefined,
        enrollment_id: option.purpose === 'cycle' || option.purpose === 'renewal' ? (option.enrollment_id ?? undefined) : undefined,
        payment_method: method,
        locale: lang,
      },
      {
        onSuccess: (answer) => {
          setLeaving(true);
          window.location.assign(answer.checkout_url);
        },
        onError: () => {
          sent.current = false;
        },
      },
    );
  };

  const busy = create.isPending || leaving;
  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      centered
      title={t('payments.online.dialog.title')}
      closeButtonProps={{ 'aria-label': t('payments.online.dialog.close') }}
    >
      <Stack gap="md" data-testid="pay-online-dialog">
        <div>
          <Text size="sm" c="dimmed">
            {t('payments.online.dialog.what')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {purposeText(t, lang, option)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('payments.online.dialog.amount')}
          </Text>
          <Text fz="xl" fw={700} data-testid="pay-online-amount">
            <Isolate>{formatDA(option.amount, lang)}</Isolate>
          </Text>
          <Text size="sm" c={feesAllocation === 'merchant' ? 'green' : 'dimmed'} data-testid="pay-online-fees">
            {t(`payments.online.dialog.fees.${feesAllocation}`)}
          </Text>
        </div>
        <Radio.Group
          label={t('payments.online.dialog.card')}
          value={method}
          onChange={(value) => setMethod(value as ChargilyPaymentMethod)}
        >
          <Stack gap="xs" mt={6}>
            {CHARGILY_PAYMENT_METHODS.map((m) => (
              <Radio.Card key={m} value={m} radius="md" p="sm" mih={44} disabled={busy}>
                <Group wrap="nowrap" gap="sm" align="center">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600} lh={1.3}>
                      {t(`payments.online.dialog.method.${m}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`payments.online.dialog.method_hint.${m}`)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {create.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('payments.online.dialog.failed_title')}
          >
            {errorMessage(create.error)}
          </Alert>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <Text size="sm" c="dimmed">
            {t('payments.online.dialog.secure_note')}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('payments.online.dialog.cancel')}
          </Button>
          <Button onClick={pay} loading={busy} data-autofocus data-testid="pay-online-continue">
            {t('payments.online.dialog.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
