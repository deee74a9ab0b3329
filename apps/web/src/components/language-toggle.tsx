import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import classes from './language-toggle.module.css';

/** The switcher's order: Arabic, French, English (as Algerian forms and signs list them). */
const ORDER: readonly Language[] = ['ar', 'fr', 'en'];

/** عر / FR / EN: one button per language of the shared list, the current one pressed. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  // Each language named in itself ("EN – English", "FR – Français", "عر – العربية"), so everyone finds their own; the name
  // starts with the visible code, so a voice command saying what is on the button finds it.
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap" className={classes.toggle}>
      {ORDER.map((code) => (
        <Button
          key={code}
          size="compact-sm"
          variant={code === lang ? 'filled' : 'subtle'}
          aria-pressed={code === lang}
          aria-label={`${LANGUAGES[code].label} – ${LANGUAGES[code].name}`}
          lang={code}
          // A server-rendered public page switches without React (src/public/language.ts).
          data-language={code}
          onClick={() => void setLanguage(code)}
        >
          {LANGUAGES[code].label}
        </Button>
      ))}
    </Group>
  );
}
