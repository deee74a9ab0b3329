import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import type { BarcodeSetupResponse } from '../api/barcode-setup-login';
import { BarcodeSetupStep } from './barcode-setup-step';
import { BarcodeSignInStep } from './barcode-sign-in-step';
import { BarcodeStep, type FoundCard } from './barcode-step';
import { BarcodeStudentCard } from './barcode-student-card';

/**
 * First-time login of a member of the old system (claiming the card): the card's code with the parent phone on
 * file, then the password (or, for a card already claimed, the account's password), then signed in.
 */
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
  const [found, setFound] = useState<FoundCard | null>(null);
  // Back keeps what was typed, so a family that picked the wrong child corrects the code only.
  const [typed, setTyped] = useState<{ barcode: string; phone: string } | undefined>(undefined);

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
  const back = () => {
    setTyped(found ? { barcode: found.barcode, phone: found.phone } : undefined);
    setFound(null);
  };

  if (!found) return <BarcodeStep initial={typed} onFound={setFound} />;
  return (
    <Stack gap="md">
      <BarcodeStudentCard student={found.student} />
      {found.student.already_set_up ? (
        <BarcodeSignInStep barcode={found.barcode} onLogin={goToLogin} onDone={finish} />
      ) : (
        <BarcodeSetupStep barcode={found.barcode} phone={found.phone} onBack={back} onDone={finish} />
      )}
    </Stack>
  );
}
