import { createElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyText } from '@/components/academy-text';
import { useAuth } from '@/lib/auth/use-auth';
import { isAdmin, isTeacher } from '@/lib/auth/user';
import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: ReactNode;
  end?: boolean;
}

/** The header links of spec 2, by who is looking: admin, teacher, signed-in client, or visitor. */
export function useNavLinks(): NavItem[] {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (isAdmin(user)) return [{ to: paths.admin.root, label: t('nav.dashboard') }];
  if (isTeacher(user)) return [{ to: paths.teacher.root, label: t('nav.dashboard') }];
  if (user) {
    return [
      { to: paths.dashboard.root, label: t('nav.dashboard') },
      { to: paths.courses, label: t('nav.courses') },
      { to: paths.about, label: t('nav.about') },
      { to: paths.contact, label: t('nav.contact') },
    ];
  }
  return [
    { to: paths.landing, label: t('nav.home'), end: true },
    { to: paths.home, label: createElement(AcademyText) },
    { to: paths.littleStars, label: t('nav.little_stars') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.gallery, label: t('nav.gallery') },
    { to: paths.courses, label: t('nav.courses') },
    { to: paths.contact, label: t('nav.contact') },
  ];
}
