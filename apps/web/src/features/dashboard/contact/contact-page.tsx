import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '@/components/contact-details';
import { ContactForm } from '@/components/contact-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { useMyMessages } from '@/features/dashboard/api/get-my-messages';
import { dashboardKeys } from '@/features/dashboard/api/query-keys';
import { DashboardQuery } from '@/features/dashboard/components/dashboard-query';
import { MessageCard } from '@/features/dashboard/components/message-card';
import { SectionCard } from '@/features/dashboard/components/section-card';

/** `/dashboard/contact`: the academy's details, a subject + message form, and earlier messages with replies. */
export function DashboardContactPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('tabs.contact'));
  const queryClient = useQueryClient();
  const messages = useMyMessages();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.myMessages });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {t('contact.heading')}
        </Title>
        <Text c="dimmed">{t('contact.intro')}</Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SectionCard title={t('contact.form_title')}>
            <ContactForm variant="signed-in" onSent={refresh} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SectionCard title={t('contact.details_title')}>
            <ContactDetails />
          </SectionCard>
        </Grid.Col>
      </Grid>
      <SectionCard title={t('contact.messages_title')}>
        <DashboardQuery query={messages} loading={<Skeleton h={120} aria-hidden />}>
          {({ messages: list }) =>
            list.length === 0 ? (
              <Text c="dimmed">{t('contact.messages_empty')}</Text>
            ) : (
              <Stack gap="md">
                {list.map((message) => (
                  <MessageCard key={message.id} message={message} />
                ))}
              </Stack>
            )
          }
        </DashboardQuery>
      </SectionCard>
    </Stack>
  );
}
