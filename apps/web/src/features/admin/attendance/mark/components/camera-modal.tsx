import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The camera and its decoder download only when the admin presses the camera button.
const CameraScanner = lazy(() => import('./camera-scanner'));

export function CameraModal({ onDetected, onClose }: { onDetected: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation('admin-scan');
  return (
    <Modal opened onClose={onClose} centered title={t('camera.title')} closeButtonProps={{ 'aria-label': t('dialogs.close') }}>
      <Stack gap="md" data-testid="camera-dialog">
        <Suspense
          fallback={
            <Group justify="center" py="xl">
              <Loader role="img" aria-label={t('camera.starting')} />
            </Group>
          }
        >
          <CameraScanner onDetected={onDetected} />
        </Suspense>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('dialogs.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
