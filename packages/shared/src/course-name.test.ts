import { describe, expect, it } from 'vitest';
import { localCourseName } from './course-name';

describe('a course name on the family screens, in the page’s language', () => {
  const maths = { course_name: 'Mathematics 4AM', course_name_ar: 'الرياضيات 4 متوسط', course_name_fr: 'Mathématiques 4AM' };

  it('is the French name on a French page, the Arabic one on an Arabic page, the stored one in English', () => {
    expect(localCourseName(maths, 'fr')).toBe('Mathématiques 4AM');
    expect(localCourseName(maths, 'ar')).toBe('الرياضيات 4 متوسط');
    expect(localCourseName(maths, 'en')).toBe('Mathematics 4AM');
  });

  it('falls back to the stored name when the course has no French (or an empty one)', () => {
    expect(localCourseName({ ...maths, course_name_fr: null }, 'fr')).toBe('Mathematics 4AM');
    expect(localCourseName({ ...maths, course_name_fr: '  ' }, 'fr')).toBe('Mathematics 4AM');
    expect(localCourseName({ course_name: null, course_name_ar: 'الرياضيات', course_name_fr: null }, 'fr')).toBe('الرياضيات');
  });
});
