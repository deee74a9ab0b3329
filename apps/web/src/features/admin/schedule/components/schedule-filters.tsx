import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEVEL_LABELS, LEVELS, type Level } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

interface Props {
  level: Level | undefined;
  courseId: number | undefined;
  courses: { id: number; name: string }[];
  onChange: (changes: { level?: Level | null; course?: number | null }) => void;
}

/** What a receptionist narrows the week to: a level, then one course of it. */
export function ScheduleFilters({ level, courseId, courses, onChange }: Props) {
  const { t } = useTranslation('admin-schedule');
  const { lang } = useLanguage();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('filters.level')}
        placeholder={t('filters.all_levels')}
        data={LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l][lang] }))}
        value={level ?? null}
        onChange={(value) => onChange({ level: (value as Level | null) ?? null, course: null })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('filters.course')}
        placeholder={t('filters.all_courses')}
        data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
        value={courseId ? String(courseId) : null}
        onChange={(value) => onChange({ course: value ? Number(value) : null })}
        searchable
        clearable
        nothingFoundMessage={t('filters.no_course')}
        w={{ base: '100%', xs: 280 }}
      />
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={() => onChange({ level: null, course: null })}
        disabled={!level && !courseId}
      >
        {t('filters.clear')}
      </Button>
    </Group>
  );
}
