import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { notifyPayError } from '@/lib/pay-error';
import { useCloseMonth } from '../api/close-month';

/** Confirms closing a teacher's month: its figures are frozen; later changes show as corrections in the month they are paid. */
export function CloseMonthModal({
  teacherId,
  teacherName,
  month,
  monthText,
  onClose,
}: {
  teacherId: number;
  teacherName: string;
  month: string;
  monthText: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pay');
  const close = useCloseMonth();
  // The name isolated (U+2068..U+2069) so a Latin name keeps its order in an Arabic sentence.
  const name = `\u2068${teacherName}\u2069`;
  const confirm = () => {
    if (close.isPending) return;
    close.mutate(
      { teacherId, month },
      {
        onSuccess: () => {
          notifySuccess(t('close.done', { month: monthText, name }));
          onClose();
        },
        onError: (error) => {
          notifyPayError(error, t('close.failed'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={() => !close.isPending && onClose()}
      centered
      title={t('close.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="close-month-dialog">
        <Text>{t('close.confirm', { month: monthText, name })}</Text>
        <Alert color="orange" variant="light" icon={<IconLock size={20} aria-hidden />}>
          {t('close.explain')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={close.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="orange" loading={close.isPending} onClick={confirm} data-testid="close-month-confirm">
            {t('close.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
