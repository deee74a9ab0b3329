import { Stack, Text, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type MessageTemplateKey } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { smsCounter } from '../lib/sms-counter';

interface Props {
  template: MessageTemplateKey;
  lang: Language;
  value: string;
  input: GetInputPropsReturnType & { error?: string };
}

/** One template in one language, written in its own direction, with a live SMS count: "2 SMS · 71/134 characters". */
export function TemplateField({ template, lang, value, input }: Props) {
  const { t } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  const count = smsCounter(value);
  return (
    <Stack gap={4}>
      <Textarea
        label={t(`settings.templates.languages.${lang}`)}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={480}
        lang={lang}
        dir={LANGUAGES[lang].dir}
        data-testid={`template-${template}-${lang}`}
        {...input}
      />
      <Text size="xs" c={count.segments > 1 ? 'orange' : 'dimmed'} aria-live="polite" data-testid={`sms-counter-${template}-${lang}`}>
        {t('settings.templates.counter', {
          count: count.segments,
          units: formatNumber(count.units, locale),
          capacity: formatNumber(count.capacity, locale),
        })}
      </Text>
    </Stack>
  );
}
