import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export function ErrorScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="md" maw={560} role="alert">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={2} ta="center">
          {t('error_screen.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('error_screen.description')}
        </Text>
        {message && (
          <Code block style={{ maxWidth: '100%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message}
          </Code>
        )}
        <Button onClick={() => window.location.reload()}>{t('error_screen.reload')}</Button>
      </Stack>
    </Center>
  );
}

/** The error boundary of each area (React Router's errorElement): the failure stays inside its area. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorScreen message={message} />;
}
