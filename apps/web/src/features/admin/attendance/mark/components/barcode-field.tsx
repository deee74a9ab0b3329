import { ActionIcon, Button, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCamera, IconScan, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { forwardRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanBarcode } from '../lib/scan-flow';

interface Props {
  busy: boolean;
  /** While a dialog is open the field lets the dialog keep the keyboard. */
  dialogOpen: boolean;
  muted: boolean;
  onToggleMute: () => void;
  onSubmit: (barcode: string) => void;
  onCamera: () => void;
}

/**
 * The barcode field at the door: a USB or Bluetooth scanner types the code and ends with Enter, which
 * submits; the field empties for the next card and takes the keyboard back whenever nothing else asked
 * for it (a click on the page's background, a dialog closed).
 */
export const BarcodeField = forwardRef<HTMLInputElement, Props>(function BarcodeField(
  { busy, dialogOpen, muted, onToggleMute, onSubmit, onCamera },
  ref,
) {
  const { t } = useTranslation('admin-scan');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const barcode = cleanBarcode(value);
    if (!barcode) {
      setError(t('scan.required'));
      return;
    }
    if (busy) return;
    setError(null);
    setValue('');
    onSubmit(barcode);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="scan-form">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={ref}
          style={{ flex: '1 1 16rem' }}
          size="lg"
          label={t('scan.label')}
          description={t('scan.hint')}
          placeholder={t('scan.placeholder')}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          dir="ltr"
          autoFocus
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          data-testid="barcode-input"
          leftSection={<IconScan size={22} aria-hidden />}
          onBlur={(e) => {
            // Back to the scanner unless the admin moved to another control or a dialog holds the keyboard.
            const target = e.currentTarget;
            if (!dialogOpen && !e.relatedTarget) window.setTimeout(() => document.activeElement === document.body && target.focus(), 0);
          }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 34 }} wrap="nowrap">
          <Button type="submit" size="lg" loading={busy}>
            {t('scan.submit')}
          </Button>
          <Tooltip label={t('camera.open')}>
            <ActionIcon size={50} variant="light" onClick={onCamera} aria-label={t('camera.open')} data-testid="camera-button">
              <IconCamera size={26} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={muted ? t('sound.unmute') : t('sound.mute')}>
            <ActionIcon
              size={50}
              variant="default"
              onClick={onToggleMute}
              aria-label={muted ? t('sound.unmute') : t('sound.mute')}
              aria-pressed={muted}
            >
              {muted ? <IconVolumeOff size={24} aria-hidden /> : <IconVolume size={24} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </form>
  );
});
