import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/api/get-site';
import { useLanguage } from '@/i18n/use-language';
import { Ltr } from './bidi';
import { OpeningHoursText } from './opening-hours-text';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span aria-hidden>{icon}</span>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** The academy's e-mail, phones, address and support hours, from /api/site. */
export function ContactDetails() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const site = useSite();
  // The answer is shown in a render React can pause: it arrives with the page's other answers.
  const data = useDeferredValue(site.data);
  if (!data) return site.isPending || site.data ? <Skeleton h={120} /> : null;
  const { academy } = data;
  const address = (lang === 'ar' ? academy.address_ar : academy.address) || academy.address;
  return (
    <Stack gap="sm">
      <Row icon={<IconMail size={18} />} label={t('contact.email')}>
        <Anchor href={`mailto:${academy.email}`} inherit>
          <Ltr>{academy.email}</Ltr>
        </Anchor>
      </Row>
      <Row icon={<IconPhone size={18} />} label={t('contact.phones')}>
        {academy.phones.map((phone, index) => (
          <span key={phone}>
            {index > 0 && ' · '}
            <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} inherit>
              <Ltr>{phone}</Ltr>
            </Anchor>
          </span>
        ))}
      </Row>
      <Row icon={<IconMapPin size={18} />} label={t('contact.address')}>
        {academy.map_url ? (
          <Anchor href={academy.map_url} target="_blank" rel="noopener noreferrer" inherit>
            {address}
          </Anchor>
        ) : (
          address
        )}
      </Row>
      <Row icon={<IconClock size={18} />} label={t('contact.support_hours')}>
        {lang === 'ar' && academy.support_hours_ar ? academy.support_hours_ar : <OpeningHoursText academy={academy} />}
      </Row>
    </Stack>
  );
}
