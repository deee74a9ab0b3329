import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MobileEligibility } from '@academy/shared';
import { useGenerateMobileCredentials } from '../api/generate-mobile-credentials';
import { notifyGenerated, notifyGenerateFailed } from '../lib/generate-feedback';
import { AccessStatusBadge } from './access-status-badge';
import { CredentialsBox } from './credentials-box';
import { MissingRequirements } from './missing-requirements';

/** The parent's mobile access: possible only once a student has theirs. */
export function ParentAccess({ parent }: { parent: MobileEligibility['parent'] }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const generate = useGenerateMobileCredentials();
  const title = t('security.parent_title');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={4} size="h5" id={titleId}>
              {title}
            </Title>
            {parent.name && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {parent.name}
              </Text>
            )}
          </div>
          <AccessStatusBadge has={parent.has_credentials} eligible={parent.eligible} />
        </Group>
        {parent.credentials ? (
          <CredentialsBox credentials={parent.credentials} />
        ) : parent.eligible ? (
          <div>
            <Button
              leftSection={<IconKey size={16} aria-hidden />}
              loading={generate.isPending}
              aria-label={t('security.generate.parent_label')}
              onClick={() =>
                generate.mutate(
                  { target: 'parent' },
                  { onSuccess: (data) => notifyGenerated(data.created, parent.name ?? title), onError: notifyGenerateFailed },
                )
              }
            >
              {t('security.generate.button')}
            </Button>
          </div>
        ) : (
          <MissingRequirements requirements={parent.missing_requirements} />
        )}
      </Stack>
    </Paper>
  );
}
