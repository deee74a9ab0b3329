import { LANGUAGE_CODES, LEVEL_LABELS, LEVEL_GRADES, subjectLabel, type Level } from '@academy/shared';
import { searchText } from '../../lib/search-text';

type Searchable = {
  name: string;
  nameEn?: string | null;
  nameAr?: string | null;
  nameFr?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  descriptionAr?: string | null;
  descriptionFr?: string | null;
  level: Level;
  grade?: string | null;
  subject?: string | null;
};

/** What the catalogue's search box matches: names, descriptions, level, grade and subject in every language. */
export function courseSearchText(c: Searchable): string {
  const grade = LEVEL_GRADES[c.level].find((g) => g.id === c.grade);
  return searchText(
    c.name,
    c.nameEn,
    c.nameAr,
    c.nameFr,
    c.description,
    c.descriptionEn,
    c.descriptionAr,
    c.descriptionFr,
    c.grade,
    ...LANGUAGE_CODES.flatMap((lang) => [LEVEL_LABELS[c.level][lang], grade?.[lang], c.subject ? subjectLabel(c.subject, lang) : null]),
  );
}
