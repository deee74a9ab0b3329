import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useUnreadCount } from '../api/get-unread-count';

/** The bell of the dashboard header: the number of unread notifications, and the way to read them. */
export function NotificationBell({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('dashboard');
  const { data: count = 0 } = useUnreadCount(!disabled);
  const label = t('header.bell', { count });
  const icon = <IconBell size={22} aria-hidden />;
  if (disabled) {
    return (
      <ActionIcon variant="default" size={44} radius="xl" disabled aria-label={label}>
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={20}
      color="red"
      disabled={count === 0}
      offset={6}
      withBorder
      data-testid="unread-count"
      data-count={count}
    >
      <ActionIcon component={Link} to={paths.dashboard.notifications} variant="default" size={44} radius="xl" aria-label={label}>
        {icon}
      </ActionIcon>
    </Indicator>
  );
}
