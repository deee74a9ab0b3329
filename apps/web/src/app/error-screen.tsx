import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
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

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next URL) clears the error, so leaving the failed page works again. */
  resetKey: string;
}

/** Catches what a page throws while rendering (a chunk that failed to download, a bug) and shows the error screen. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorScreen message={error instanceof Error ? error.message : undefined} />;
  }
}

/** The error boundary of each area (a pathless route around its pages): the failure stays inside its area. */
export function AreaErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
