import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  fillTemplate,
  whatsappLink,
  type Language,
  type MessageTemplateKey,
  type SiteInfoResponse,
  type TemplateVars,
} from '@academy/shared';
import { useSitePart } from '@/lib/api/get-site';
import { useMessagingSettings } from '../api/get-messaging-settings';

const selectAcademy = (site: SiteInfoResponse) => site.academy;

interface Props {
  /** The parent's stored phone: only a mobile number gets a link. */
  phone: string | null | undefined;
  template: MessageTemplateKey;
  /**
   * The template's values, written for the message's language (amounts and dates in that language); `words` translates
   * this namespace's texts in that language (which may not be the screen's).
   */
  vars: (lang: Language, words: TFunction<'admin-messaging'>) => TemplateVars;
  /** The parent's language when known; else the academy's default language (messaging settings). */
  language?: Language | null;
  /** Who the chat is with, for the link's accessible name. */
  name?: string | null;
}

/**
 * WhatsApp click-to-chat (issue 26, no unofficial API): opens the admin's WhatsApp on the parent's number with the
 * academy's template filled in. The templates come from the messaging settings (cached); the defaults until they load.
 */
export function WhatsAppLink({ phone, template, vars, language, name }: Props) {
  // Never suspends: the link appears inside lists and the door's screen, which must not be remounted (and lose the
  // barcode field's focus) while this namespace loads.
  const { t, ready: labelsReady } = useTranslation('admin-messaging', { useSuspense: false });
  const settings = useMessagingSettings().data?.settings;
  const academy = useSitePart(selectAcademy);
  const lang = language ?? settings?.default_language ?? 'ar';
  // The message's language may differ from the screen's: its texts are loaded for it (no suspense: the link waits).
  const { t: words, ready } = useTranslation('admin-messaging', { lng: lang, useSuspense: false });
  if (!phone || !ready || !labelsReady) return null;
  const text = (settings?.templates ?? DEFAULT_MESSAGE_TEMPLATES)[template][lang];
  const academyName = (lang === 'ar' ? academy?.name_ar : academy?.name) || academy?.name || '';
  const href = whatsappLink(phone, fillTemplate(text, { ...vars(lang, words), academy: academyName }));
  if (!href) return null;
  const label = name ? t('whatsapp.label_named', { name }) : t('whatsapp.label');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        variant="subtle"
        color="green"
        size="sm"
        data-testid="whatsapp-link"
      >
        <IconBrandWhatsapp size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
