import { Badge } from '@mantine/core';
import { LEVEL_COLORS, LEVEL_LABELS, type Level } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';

/** The level in the spec's colours: preschool pink, primary blue, middle green, high purple, BAC orange. */
export function LevelBadge({ level }: { level: Level }) {
  const { lang } = useLanguage();
  return (
    <Badge color={LEVEL_COLORS[level]} variant="light" data-testid="level-badge">
      {LEVEL_LABELS[level][lang]}
    </Badge>
  );
}
