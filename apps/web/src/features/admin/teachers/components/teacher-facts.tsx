import { Badge, Group, Text } from '@mantine/core';
import { subjectLabel, type AdminTeacher } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '@/components/level-badge';
import { Phone } from '@/components/phone';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/lib/format';

/** Name with the phone and e-mail under it. */
export function TeacherIdentity({ teacher }: { teacher: AdminTeacher }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {teacher.full_name}
      </Text>
      <Text size="xs" c="dimmed">
        {teacher.phone && <Phone value={teacher.phone} />}
        {teacher.phone && teacher.email && ' · '}
        {teacher.email && <bdi dir="ltr">{teacher.email}</bdi>}
      </Text>
    </div>
  );
}

/** The subjects taught, in the page's language (a dash when none is set). */
export function SubjectBadges({ teacher }: { teacher: AdminTeacher }) {
  const { t } = useTranslation('admin-staff');
  const { lang } = useLanguage();
  if (!teacher.subjects.length)
    return (
      <Text size="sm" c="dimmed">
        {t('teachers.none')}
      </Text>
    );
  return (
    <Group gap={4}>
      {teacher.subjects.map((code) => (
        <Badge key={code} variant="outline" color="gray" tt="none">
          {subjectLabel(code, lang)}
        </Badge>
      ))}
    </Group>
  );
}

export function LevelBadges({ teacher }: { teacher: AdminTeacher }) {
  const { t } = useTranslation('admin-staff');
  if (!teacher.levels.length)
    return (
      <Text size="sm" c="dimmed">
        {t('teachers.none')}
      </Text>
    );
  return (
    <Group gap={4}>
      {teacher.levels.map((level) => (
        <LevelBadge key={level} level={level} />
      ))}
    </Group>
  );
}

export function TeacherStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-staff');
  return (
    <Badge color={active ? 'green' : 'gray'} variant={active ? 'light' : 'outline'}>
      {active ? t('teachers.status.active') : t('teachers.status.inactive')}
    </Badge>
  );
}

export function SectionsCount({ count }: { count: number }) {
  const { t } = useTranslation('admin-staff');
  const { locale } = useLanguage();
  return <Text size="sm">{t('teachers.sections_count', { count, n: formatNumber(count, locale) })}</Text>;
}
