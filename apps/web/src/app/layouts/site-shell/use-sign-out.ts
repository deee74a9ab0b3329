import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/api/notify';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/** Read by the next server-rendered page's script (src/public/signed-out.ts), which then says "logged out". */
const SIGNED_OUT_KEY = 'academy:signed-out';

/** A page the server rendered (#root[data-islands]): each of its islands holds the signed-in state on its own. */
const onServerPage = () => document.getElementById('root')?.hasAttribute('data-islands') === true;

/** Signs out and goes to the landing page, saying so. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    if (onServerPage()) {
      // The landing page loaded afresh, as a visitor sees it (the header and every island of this one signed in).
      sessionStorage.setItem(SIGNED_OUT_KEY, '1');
      window.location.assign(paths.landing);
      return;
    }
    await navigate(paths.landing);
    notifySuccess(t('feedback.logged_out'));
  };
}
