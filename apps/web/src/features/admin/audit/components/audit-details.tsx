import { Text } from '@mantine/core';
import { NOTIFICATION_TARGETS, NOTIFICATION_TYPES, ROLES } from '@academy/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/bidi';
import { useLanguage } from '@/i18n/use-language';
import { translateDynamic } from '@/i18n/translate';
import { formatNumber } from '@/lib/format';

const includes = (list: readonly string[], value: string) => list.includes(value);

/**
 * The entry's `data` as short "label: value" lines in the page's language: known keys and values are
 * translated (roles, audiences, field names, ways credentials were issued); anything else is shown as it is.
 */
export function AuditDetails({ data }: { data: Record<string, unknown> | null }) {
  const { t } = useTranslation('admin-people');
  const { locale } = useLanguage();
  const entries = Object.entries(data ?? {}).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const label = (key: string) => translateDynamic(`audit.data.${key}`, ['admin-people']) ?? key;
  const list = (items: string[]) => new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(items);

  const value = (key: string, raw: unknown): ReactNode => {
    if (typeof raw === 'boolean') return raw ? t('audit.yes') : t('audit.no');
    if (typeof raw === 'number') return <Ltr>{formatNumber(raw, locale)}</Ltr>;
    if (typeof raw === 'string') {
      if (['role', 'from', 'to'].includes(key) && includes(ROLES, raw)) return t(`users.roles.${raw as (typeof ROLES)[number]}`);
      if (key === 'target_users' && includes(NOTIFICATION_TARGETS, raw))
        return t(`notifications.audiences.${raw as (typeof NOTIFICATION_TARGETS)[number]}`);
      if (key === 'type' && includes(NOTIFICATION_TYPES, raw))
        return t(`notifications.types.${raw as (typeof NOTIFICATION_TYPES)[number]}`);
      if (key === 'via') return translateDynamic(`audit.via.${raw}`, ['admin-people']) ?? <Ltr>{raw}</Ltr>;
      return <bdi>{raw}</bdi>;
    }
    if (Array.isArray(raw))
      return list(raw.map((item) => translateDynamic(`audit.data.${String(item)}`, ['admin-people']) ?? String(item)));
    if (typeof raw === 'object' && raw !== null) {
      const parts = Object.entries(raw)
        .filter(([, v]) => v !== 0 && v !== null && v !== false)
        .map(([k, v]) => `${label(k)}: ${typeof v === 'number' ? formatNumber(v, locale) : String(v)}`);
      return parts.length ? list(parts) : '—';
    }
    return String(raw);
  };

  return (
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {entries.map(([key, raw]) => (
        <div key={key}>
          <Text span c="dimmed" size="sm">
            {t('audit.pair', { label: label(key) })}
          </Text>{' '}
          {value(key, raw)}
        </div>
      ))}
    </Text>
  );
}
