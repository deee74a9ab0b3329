import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminRegistration } from '@academy/shared';

const REASON_MAX = 500;

/** Reject with an optional reason (the family sees it). */
export function RejectModal({
  registration,
  busy,
  onReject,
  onClose,
}: {
  registration: AdminRegistration;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  return (
    <Modal opened onClose={onClose} title={t('registrations.reject_title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onReject(reason);
        }}
      >
        <Stack gap="md">
          <Text>
            <Trans t={t} i18nKey="registrations.reject_intro" values={{ name: registration.student.name }} components={{ v: <bdi /> }} />
          </Text>
          <Textarea
            label={t('registrations.reason_optional')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={3}
            data-autofocus
            description={t('registrations.reason_hint')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('registrations.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
