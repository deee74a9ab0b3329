import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVELS, LEVEL_COLORS, LEVEL_LABELS, type Level } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

export type LevelChoice = Level | 'all';

/** All / preschool / primary / middle / high / bachelor, one at a time. */
export function LevelChips({ value, onChange }: { value: LevelChoice; onChange: (value: LevelChoice) => void }) {
  const { t } = useTranslation('courses');
  const { lang } = useLanguage();
  return (
    <Chip.Group multiple={false} value={value} onChange={(next) => onChange(next as LevelChoice)}>
      <Group gap="xs" role="radiogroup" aria-label={t('showcase.level_filter')}>
        <Chip type="radio" value="all" variant="outline">
          {t('showcase.all')}
        </Chip>
        {LEVELS.map((level) => (
          <Chip key={level} type="radio" value={level} color={LEVEL_COLORS[level]} variant="outline">
            {LEVEL_LABELS[level][lang]}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
