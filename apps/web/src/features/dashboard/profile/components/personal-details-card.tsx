import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { Isolate, Ltr } from '@/components/bidi';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/i18n/use-language';
import { EditButton } from './edit-button';
import { InfoItem } from './info-item';
import { PersonalDetailsForm } from './personal-details-form';
import { SectionCard } from '../../components/section-card';
import { Phone } from '@/components/phone';

/** Personal details of the account: shown, or edited in place. */
export function PersonalDetailsCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const { locale } = useLanguage();
  const [editing, setEditing] = useState(false);
  const title = t('profile.personal.title');
  return (
    <SectionCard title={title} action={editing ? null : <EditButton what={title} onClick={() => setEditing(true)} />}>
      {editing ? (
        <PersonalDetailsForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
          <InfoItem label={t('profile.fields.full_name')}>{user.full_name || t('profile.not_provided')}</InfoItem>
          <InfoItem label={t('profile.fields.email')}>{user.email ? <Ltr>{user.email}</Ltr> : t('profile.no_email')}</InfoItem>
          <InfoItem label={t('profile.fields.phone')}>{user.phone ? <Phone value={user.phone} /> : t('profile.not_provided')}</InfoItem>
          <InfoItem label={t('profile.fields.member_since')}>
            <Isolate>{formatDate(user.created_at, locale)}</Isolate>
          </InfoItem>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
