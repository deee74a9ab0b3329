import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import type { BarcodeStudent } from '../api/validate-barcode';
import type { BarcodeSetupResponse } from '../api/barcode-setup-login';
import { BarcodeSetupStep } from './barcode-setup-step';
import { BarcodeStep } from './barcode-step';
import { BarcodeStudentCard } from './barcode-student-card';

/** First-time login of a member of the old system: barcode, then phone and password, then signed in. */
export function BarcodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('barcode.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <BarcodeFlow onClose={onClose} />
    </Modal>
  );
}

/** Lives inside the modal, so closing it starts the next attempt afresh. */
function BarcodeFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [found, setFound] = useState<{ barcode: string; student: BarcodeStudent } | null>(null);

  const finish = ({ access_token, user }: BarcodeSetupResponse) => {
    signIn(access_token, user);
    notifySuccess(t('login.success'));
    onClose();
    void navigate(paths.dashboard.root);
  };
  const goToLogin = () => {
    onClose();
    void navigate(paths.login);
  };

  if (!found) return <BarcodeStep onFound={(barcode, student) => setFound({ barcode, student })} />;
  return (
    <Stack gap="md">
      <BarcodeStudentCard student={found.student} />
      {found.student.already_set_up ? (
        <>
          <Alert color="yellow">{t('errors:barcode_already_set_up')}</Alert>
          <Button onClick={goToLogin}>{t('barcode.go_to_login')}</Button>
        </>
      ) : (
        <BarcodeSetupStep barcode={found.barcode} onBack={() => setFound(null)} onDone={finish} />
      )}
    </Stack>
  );
}
