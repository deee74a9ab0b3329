import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { isAdmin, isTeacher } from '@/lib/auth/user';
import { getProfileStatusQueryOptions } from '../api/get-profile-status';
import type { LoginResponse } from '../api/login';
import { useAfterLogin } from './use-after-login';

/**
 * After a successful login: store the session, then check the profile. An incomplete profile opens
 * the completion dialog first; a failed check is ignored (spec 8) and the person goes on.
 */
export function useFinishLogin() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const goOn = useAfterLogin();
  const [phase, setPhase] = useState<'idle' | 'checking' | 'completing'>('idle');

  const finish = async ({ access_token, user }: LoginResponse) => {
    setPhase('checking');
    signIn(access_token, user);
    notifySuccess(t('login.success'));
    // Staff have no family profile to complete.
    if (isAdmin(user) || isTeacher(user)) return goOn(user);
    const status = await queryClient.fetchQuery(getProfileStatusQueryOptions()).catch(() => null);
    if (status?.profile_incomplete) setPhase('completing');
    else goOn(user);
  };

  const completed = (user: PublicUser) => goOn(user);

  return { phase, finish, completed };
}
