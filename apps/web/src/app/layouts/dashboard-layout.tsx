import { Container } from '@mantine/core';
import {
  IconBooks,
  IconCalendarCheck,
  IconCreditCard,
  IconLayoutDashboard,
  IconMessageCircle,
  IconSchool,
  IconUserCircle,
} from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { CompleteProfileModal } from '@/features/auth/components/complete-profile-modal';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { DashboardTabs, type DashboardTab } from '@/features/dashboard/components/dashboard-tabs';
import { OfflineNotice } from '@/features/dashboard/components/offline-notice';
import { ProfileLockAlert } from '@/features/dashboard/components/profile-lock-alert';
import { wasProfilePromptShown } from '@/lib/auth/profile-prompt';
import { useAuth } from '@/lib/auth/use-auth';
import { homeOf, isAdmin, isTeacher } from '@/lib/auth/user';
import { paths } from '@/lib/paths';
import { registerFamilyApp } from '@/lib/pwa/register-family-app';

const ICON = { size: 18, 'aria-hidden': true } as const;

/**
 * The parent's dashboard: header (who is signed in, the bell, the child shown), a tab per area (each its
 * own URL), and the tab's page. An incomplete profile (spec 4) locks every tab but Profile, sends any other
 * address there, and offers the completion dialog once per visit; saving it unlocks the tabs at once
 * (the dialog puts the new user into the `me` cache).
 */
export function DashboardLayout() {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useAuth();
  // The family area is an installable app (issue 26): its manifest and service worker, never on the public pages.
  useEffect(() => registerFamilyApp(i18n.language), [i18n.language]);
  const { pathname } = useLocation();
  const locked = Boolean(user?.profile_incomplete);
  const [completing, setCompleting] = useState(() => locked && !wasProfilePromptShown());

  if (!user) return null;
  // The family dashboard's guard: the admin and a teacher go to their own areas.
  if (isAdmin(user) || isTeacher(user)) return <Navigate to={homeOf(user)} replace />;
  if (locked && pathname !== paths.dashboard.profile) return <Navigate to={paths.dashboard.profile} replace />;

  const d = paths.dashboard;
  const lock = (tab: Omit<DashboardTab, 'disabled' | 'lockedHint'>): DashboardTab => ({
    ...tab,
    disabled: locked && tab.to !== d.profile,
    lockedHint: t('lock.tab_locked'),
  });
  const tabs = [
    lock({ to: d.root, exact: true, label: t('tabs.overview'), icon: <IconLayoutDashboard {...ICON} /> }),
    lock({ to: d.learning, label: t('tabs.learning'), icon: <IconSchool {...ICON} /> }),
    lock({ to: d.attendance, label: t('tabs.attendance'), icon: <IconCalendarCheck {...ICON} /> }),
    lock({ to: d.courses, label: t('tabs.courses'), icon: <IconBooks {...ICON} /> }),
    lock({ to: d.payments, label: t('tabs.payments'), icon: <IconCreditCard {...ICON} /> }),
    lock({ to: d.contact, label: t('tabs.contact'), icon: <IconMessageCircle {...ICON} /> }),
    lock({ to: d.profile, label: t('tabs.profile'), icon: <IconUserCircle {...ICON} /> }),
  ];

  return (
    <Container size="lg" py="lg">
      <OfflineNotice />
      <DashboardHeader user={user} locked={locked} />
      {locked && <ProfileLockAlert onComplete={() => setCompleting(true)} />}
      <DashboardTabs tabs={tabs} label={t('tabs.label')} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <CompleteProfileModal opened={completing} onDone={() => setCompleting(false)} />
    </Container>
  );
}
