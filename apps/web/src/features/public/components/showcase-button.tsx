import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Level } from '@academy/shared';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import { useSendToLogin } from '@/hooks/use-send-to-login';
import { notifyInfo } from '@/lib/notify-info';

interface ShowcaseButtonProps {
  action: 'home' | 'join';
  level?: Level;
  titleId: string;
}

/**
 * A showcase card's button. 'home' (Register Now): a visitor is told to log in and sent to /login; a
 * signed-in person is asked to contact the academy. 'join' (Join): /courses when signed in, else /login,
 * which leads on to /courses afterwards.
 */
export function ShowcaseButton({ action, level, titleId }: ShowcaseButtonProps) {
  const { t } = useTranslation('courses');
  const { user } = useAuth();
  const sendToLogin = useSendToLogin();

  if (action === 'join') {
    const courses = { pathname: paths.courses, search: level ? `?level=${level}` : '', hash: '' };
    return (
      <Button
        fullWidth
        component={Link}
        to={user ? paths.courses : paths.login}
        state={user ? undefined : { from: courses }}
        aria-describedby={titleId}
      >
        {t('card.join')}
      </Button>
    );
  }
  return (
    <Button fullWidth onClick={() => (user ? notifyInfo(t('register.contact_academy')) : sendToLogin())} aria-describedby={titleId}>
      {t('card.register_now')}
    </Button>
  );
}
