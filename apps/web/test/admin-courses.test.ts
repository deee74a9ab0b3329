import { describe, expect, it } from 'vitest';
import { readCourseParams } from '../src/features/admin/courses/hooks/use-course-filters';
import { courseFormData, courseFormValues } from '../src/features/admin/courses/lib/course-form';

describe('the courses screen address', () => {
  it('reads search, level, a year of that level, subject, status, page and the open sections manager', () => {
    const state = readCourseParams(
      new URLSearchParams('search=alg&level=middle&grade=4AM&subject=mathematics&status=inactive&page=2&sections=7'),
    );
    expect(state).toEqual({
      search: 'alg',
      level: 'middle',
      grade: '4AM',
      subject: 'mathematics',
      status: 'inactive',
      page: 2,
      sectionsOf: 7,
    });
  });

  it('drops a year of another level, unknown values and bad numbers', () => {
    const state = readCourseParams(new URLSearchParams('level=primary&grade=4AM&subject=astrology&status=gone&page=-1&sections=x'));
    expect(state).toEqual({
      search: undefined,
      level: 'primary',
      grade: undefined,
      subject: undefined,
      status: 'all',
      page: 1,
      sectionsOf: undefined,
    });
    expect(readCourseParams(new URLSearchParams('grade=1AP')).grade).toBeUndefined();
  });
});

describe('the course form body', () => {
  it('sends the price of the pricing type only, the flag as text, blanks left out, and the picture', () => {
    const values = {
      ...courseFormValues(),
      name_en: ' Algebra ',
      level: 'middle',
      pricing_type: 'monthly',
      monthly_price: '3000',
      session_price: '500',
    };
    const image = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const form = courseFormData(values, image);
    expect(form.get('name_en')).toBe('Algebra');
    expect(form.get('monthly_price')).toBe('3000');
    expect(form.has('session_price')).toBe(false);
    expect(form.has('name_ar')).toBe(false);
    expect(form.get('is_active')).toBe('true');
    expect(form.get('max_students')).toBe('30');
    expect((form.get('image') as File).name).toBe('a.png');
  });
});
