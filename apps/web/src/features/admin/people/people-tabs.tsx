import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminOverview } from '../api/get-admin-overview';

/** The people-management sub-tabs (spec 2), each its own URL; pending registrations carry their count. */
export function PeopleTabs() {
  const { t } = useTranslation('admin');
  const { t: staff } = useTranslation('admin-staff');
  const { t: pay } = useTranslation('pay');
  const { t: messaging } = useTranslation('admin-messaging');
  const { locale } = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pending = useAdminOverview().data?.pending_registrations ?? 0;
  const a = paths.admin;
  const tabs = [
    { to: a.students, label: t('people.tabs.students') },
    { to: a.registrations, label: t('people.tabs.registrations'), count: pending },
    { to: a.users, label: t('people.tabs.users') },
    // paths.admin has no entry for it yet (lib/paths.ts is not this feature's file).
    { to: `${a.people}/teachers`, label: staff('nav.teachers') },
    { to: a.teacherPay, label: pay('nav.teacher_pay') },
    { to: a.mobileAccess, label: t('people.tabs.mobile_access') },
    { to: a.notifications, label: t('people.tabs.notifications') },
    // Messages to families (issue 26): paths.admin has no entries for them (lib/paths.ts is not this feature's file).
    { to: `${a.people}/messaging`, label: messaging('nav.log') },
    { to: `${a.people}/messaging/settings`, label: messaging('nav.settings') },
  ];
  // A teacher's statement (/admin/people/teachers/{id}/pay) belongs to the Teacher pay tab.
  const current = /^\/admin\/people\/teachers\/\d+\/pay$/.test(pathname) ? a.teacherPay : pathname;
  const active = [...tabs].sort((x, y) => y.to.length - x.to.length).find((tab) => current === tab.to || current.startsWith(`${tab.to}/`));
  return (
    <Tabs variant="pills" value={active?.to ?? null} onChange={(to) => to && void navigate(to)} mb="lg">
      <ScrollArea type="never">
        <Tabs.List aria-label={t('people.tabs.label')} style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.to}
              value={tab.to}
              // No tab panels: the tab's page renders in the main content.
              aria-controls="main-content"
              rightSection={
                tab.count ? (
                  <Badge size="sm" circle={tab.count < 10} color="orange" aria-label={t('people.tabs.pending_count', { count: tab.count })}>
                    {formatNumber(tab.count, locale)}
                  </Badge>
                ) : null
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
