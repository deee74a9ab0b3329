import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@academy/shared';
import { Ltr } from '@/components/bidi';
import { UserAvatar } from '@/components/user-avatar';
import { ProfilePictureControls } from './profile-picture-controls';

const ROLE_KEYS = {
  client: 'profile.role.client',
  admin: 'profile.role.admin',
  teacher: 'profile.role.teacher',
  user: 'profile.role.user',
} as const;

/** The account at a glance: picture (with upload and removal), name, e-mail and the kind of account. */
export function ProfileSummaryCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation('account');
  const name = user.full_name || user.phone || '';
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-summary-name">
      <Group gap="lg" align="center" wrap="wrap">
        <UserAvatar name={name} src={user.profile_picture_url} size={96} radius={96} />
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Title order={2} size="h3" id="profile-summary-name" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email ? <Ltr>{user.email}</Ltr> : t('profile.no_email')}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t(ROLE_KEYS[user.role])}</Badge>
          </Group>
          <ProfilePictureControls hasPicture={Boolean(user.profile_picture_url)} />
        </Stack>
      </Group>
    </Card>
  );
}
