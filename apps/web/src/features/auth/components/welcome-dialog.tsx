import { Button, CloseButton, Stack, Text } from '@mantine/core';
import { IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_POPUP_DELAY_MS } from '@academy/shared';
import { AcademyText } from '@/components/academy-text';
import { paths } from '@/lib/paths';
import classes from './welcome-dialog.module.css';

/**
 * The first-visit welcome of a page the server rendered: the popup's first step as a closed native dialog, which the
 * page's own script (src/public/welcome.ts) opens a second after load for a visitor who has not answered yet, and
 * answers without React: the close button, Escape and a click beside it close it, "new here" goes to registration,
 * "existing student" loads the card login (BarcodeModal). Any answer is remembered. The app's own pages show
 * WelcomePopup instead.
 */
export function WelcomeDialog() {
  const { t } = useTranslation(['auth', 'common']);
  const titleId = useId();
  return (
    <dialog className={classes.dialog} aria-labelledby={titleId} data-welcome-dialog data-delay={WELCOME_POPUP_DELAY_MS}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          <AcademyText>{(name) => t('welcome.title', { name })}</AcademyText>
        </h2>
        <CloseButton aria-label={t('common:actions.close')} data-welcome="close" />
      </div>
      <Stack gap="md" className={classes.body}>
        <Text>{t('welcome.question')}</Text>
        <Button data-autofocus data-welcome="existing" leftSection={<IconQrcode size={18} />}>
          {t('welcome.existing')}
        </Button>
        <Button variant="light" data-welcome="new" data-href={paths.register} leftSection={<IconUserPlus size={18} />}>
          {t('welcome.new')}
        </Button>
      </Stack>
    </dialog>
  );
}
