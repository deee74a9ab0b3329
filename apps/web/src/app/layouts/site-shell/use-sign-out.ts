import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    await navigate(paths.landing);
    notifySuccess(t('feedback.logged_out'));
  };
}
