import { Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
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
 * which leads on to the level's courses afterwards.
 */
export function ShowcaseButton({ action, level, titleId }: ShowcaseButtonProps) {
  const { t } = useTranslation('courses');
  const { user } = useAuth();
  const sendToLogin = useSendToLogin();
  const navigate = useNavigate();

  if (action === 'join') {
    if (user) {
      return (
        <Button fullWidth component={Link} to={paths.courses} aria-describedby={titleId}>
          {t('card.join')}
        </Button>
      );
    }
    // A button rather than a link to /login: pressed before the showcase's code is there, it is pressed again once
    // it is (a link would leave at once, without where to come back to).
    const courses = { pathname: paths.courses, search: level ? `?level=${level}` : '', hash: '' };
    return (
      <Button fullWidth onClick={() => void navigate(paths.login, { state: { from: courses } })} aria-describedby={titleId}>
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
