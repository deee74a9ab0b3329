import { Alert, Center, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MobileHolderType } from '@academy/shared';
import { errorMessage } from '@/lib/api/notify';
import { useHolderCredentials } from '../../api/get-holder-credentials';
import type { IssuedCredentials } from '../../api/generate-credentials';
import { CopyValue } from './copy-value';

interface Props {
  type: MobileHolderType;
  id: number;
  name: string;
  /** Credentials just generated or reset: shown as they are, without asking the server again. */
  issued?: IssuedCredentials['credentials'];
  onClose: () => void;
}

/** View: the holder's mobile username and password (shown to admins), or why none can be made yet. */
export function CredentialsModal({ type, id, name, issued, onClose }: Props) {
  const { t } = useTranslation('admin');
  const stored = useHolderCredentials(type, id, !issued);
  const username = issued?.username ?? stored.data?.credentials.username ?? null;
  const password = issued?.password ?? stored.data?.credentials.password ?? null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('mobile.credentials_title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {!issued && stored.isPending ? (
        <Center py="lg">
          <Loader role="img" aria-label={t('common.loading')} />
        </Center>
      ) : !issued && stored.isError ? (
        <Alert color="red">{errorMessage(stored.error, t('mobile.fetch_failed'))}</Alert>
      ) : (
        <Stack gap="md" data-testid="credentials">
          {issued && <Alert color="green">{t('mobile.issued_note')}</Alert>}
          {username ? <CopyValue label={t('mobile.username')} value={username} /> : <Text c="dimmed">{t('mobile.no_credentials')}</Text>}
          {username &&
            (password ? (
              <CopyValue label={t('mobile.password')} value={password} />
            ) : (
              <Text c="dimmed">{t('mobile.password_not_generated')}</Text>
            ))}
          {!issued && stored.data && !stored.data.eligible && (
            <Alert color="yellow" title={t('mobile.missing_title')}>
              <List size="sm">
                {stored.data.missing_requirements.map((code) => (
                  <List.Item key={code}>{t(`mobile.requirements.${code}`)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
