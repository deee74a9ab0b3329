import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CameraProblem = 'insecure' | 'denied' | 'no_camera' | 'failed';

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no_camera';
  return 'failed';
}

/**
 * The phone's or the webcam's camera reading QR codes and barcodes (ZXing, loaded only when the camera
 * button is pressed). The back camera is asked for first; the first code read is handed over once.
 */
export default function CameraScanner({ onDetected }: { onDetected: (text: string) => void }) {
  const { t } = useTranslation('admin-scan');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(() =>
    typeof navigator !== 'undefined' && (navigator.mediaDevices as MediaDevices | undefined) !== undefined ? null : 'insecure',
  );
  const [starting, setStarting] = useState(true);
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  useEffect(() => {
    if (problem === 'insecure' || !video.current) return;
    let controls: IScannerControls | null = null;
    let stopped = false;
    let done = false;
    const reader = new BrowserMultiFormatReader(undefined, { delayBetweenScanAttempts: 150 });
    reader
      .decodeFromConstraints({ video: { facingMode: { ideal: 'environment' } }, audio: false }, video.current, (result, _error, c) => {
        if (!result || done) return;
        done = true;
        c.stop();
        detected.current(result.getText());
      })
      .then((c) => {
        controls = c;
        setStarting(false);
        if (stopped || done) c.stop();
      })
      .catch((error: unknown) => {
        if (!stopped) {
          setStarting(false);
          setProblem(problemOf(error));
        }
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [problem]);

  if (problem) {
    return (
      <Alert color="red" data-testid="camera-problem">
        {t(`camera.problem.${problem}`)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Box
        pos="relative"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: '#000', aspectRatio: '4 / 3' }}
      >
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          aria-label={t('camera.preview')}
        />
        {starting && (
          <Loader
            role="img"
            color="white"
            pos="absolute"
            top="50%"
            left="50%"
            style={{ transform: 'translate(-50%, -50%)' }}
            aria-label={t('camera.starting')}
          />
        )}
      </Box>
      <Text size="sm" c="dimmed" ta="center">
        {t('camera.hint')}
      </Text>
    </Stack>
  );
}
