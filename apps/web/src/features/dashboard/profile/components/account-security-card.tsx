import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './change-password-form';
import { MobileAccess } from './mobile-access';
import { SectionCard } from '../../components/section-card';

/** Mobile-app access (with birth dates) and the account's password. */
export function AccountSecurityCard() {
  const { t } = useTranslation('account');
  return (
    <SectionCard title={t('security.title')}>
      <MobileAccess />
      <Divider my="lg" />
      <ChangePasswordForm />
    </SectionCard>
  );
}
