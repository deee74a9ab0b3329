import { describe, expect, it } from 'vitest';
import { catalogueParamsWithLevelId } from '../src/features/courses/hooks/use-catalogue-filters';

const rewrite = (query: string) => catalogueParamsWithLevelId(new URLSearchParams(query))?.toString() ?? null;

describe('catalogue links naming a level by its label (the server redirects them, /courses)', () => {
  it('names the level by its id, keeping the other filters', () => {
    expect(rewrite(`level=${encodeURIComponent('ابتدائي')}&search=math`)).toBe('level=primary&search=math');
    expect(rewrite('level=Middle+school&pricing_type=monthly')).toBe('level=middle&pricing_type=monthly');
    expect(rewrite('course=9&level=BAC')).toBe('course=9&level=bachelor');
  });

  it('leaves a query as the catalogue writes it alone', () => {
    expect(rewrite('level=primary&search=math')).toBeNull();
    expect(rewrite('search=math')).toBeNull();
    expect(rewrite('level=')).toBeNull();
    expect(rewrite('')).toBeNull();
  });
});
