import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WELCOME_POPUP_DELAY_MS } from '@academy/shared';
import { useAcademyName } from '@/hooks/use-academy-name';
import { afterPageLoad } from '@/lib/after-page-load';
import { paths } from '@/lib/paths';
import { markVisited } from '../welcome-flag';

// The barcode flow (its forms and schemas) is fetched only when the visitor says they are an existing student.
const BarcodeModal = lazy(async () => ({ default: (await import('./barcode-modal')).BarcodeModal }));

/** First visit: "existing student or new?", a second after the page has loaded. Any answer is remembered. */
export function WelcomePopup() {
  const { t } = useTranslation(['auth', 'common']);
  const academy = useAcademyName();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [barcodeOpen, setBarcodeOpen] = useState(false);
  const [barcodeWanted, setBarcodeWanted] = useState(false);

  useEffect(() => afterPageLoad(WELCOME_POPUP_DELAY_MS, () => setOpen(true)), []);

  const answer = (next: () => void) => {
    markVisited();
    setOpen(false);
    next();
  };

  return (
    <>
      <Modal
        opened={open}
        onClose={() => answer(() => undefined)}
        title={t('welcome.title', { name: academy })}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack gap="md">
          <Text>{t('welcome.question')}</Text>
          <Button
            data-autofocus
            leftSection={<IconQrcode size={18} />}
            onClick={() =>
              answer(() => {
                setBarcodeWanted(true);
                setBarcodeOpen(true);
              })
            }
          >
            {t('welcome.existing')}
          </Button>
          <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => answer(() => void navigate(paths.register))}>
            {t('welcome.new')}
          </Button>
        </Stack>
      </Modal>
      {barcodeWanted && (
        <Suspense fallback={null}>
          <BarcodeModal opened={barcodeOpen} onClose={() => setBarcodeOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default WelcomePopup;
