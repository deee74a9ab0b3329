import { SimpleGrid, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/bidi';
import { LoadError } from '@/components/load-error';
import { useParentInfo } from '../api/get-parent-info';
import { EditButton } from './edit-button';
import { InfoItem } from './info-item';
import { ParentInfoForm } from './parent-info-form';
import { SectionCard } from '../../components/section-card';
import { Phone } from '@/components/phone';

/** The family's parent or guardian: shown, or edited in place. */
export function ParentInfoCard() {
  const { t } = useTranslation('account');
  const query = useParentInfo();
  const [editing, setEditing] = useState(false);
  const title = t('profile.parent.title');
  const parent = query.data?.parent ?? null;
  return (
    <SectionCard title={title} action={editing || !query.isSuccess ? null : <EditButton what={title} onClick={() => setEditing(true)} />}>
      {query.isPending ? (
        <Skeleton h={140} />
      ) : query.isError ? (
        <LoadError title={t('profile.load_failed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : editing ? (
        <ParentInfoForm parent={parent} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
          <InfoItem label={t('profile.fields.parent_name')}>{parent?.full_name || t('profile.not_provided')}</InfoItem>
          <InfoItem label={t('profile.fields.parent_email')}>{parent?.email ? <Ltr>{parent.email}</Ltr> : t('profile.no_email')}</InfoItem>
          <InfoItem label={t('profile.fields.parent_phone')}>
            {parent?.phone ? <Phone value={parent.phone} /> : t('profile.not_provided')}
          </InfoItem>
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
