import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRICING_TYPES, levelFromLabel, type Level, type PricingType } from '@academy/shared';

export interface CatalogueFilters {
  level?: Level;
  grade?: string;
  subject?: string;
  pricing_type?: PricingType;
  search?: string;
}

export type FilterName = keyof CatalogueFilters;
const FILTER_NAMES: FilterName[] = ['level', 'grade', 'subject', 'pricing_type', 'search'];

const isPricingType = (value: string | null): value is PricingType => PRICING_TYPES.includes(value as PricingType);

/**
 * The catalogue's query with the level's id when `?level=` names it by a label (`?level=ابتدائي` -> `?level=primary`);
 * null when the query is already as the catalogue writes it.
 */
export function catalogueParamsWithLevelId(params: URLSearchParams): URLSearchParams | null {
  const raw = params.get('level')?.trim();
  if (!raw) return null;
  const level = levelFromLabel(raw);
  if (raw === level) return null;
  const next = new URLSearchParams(params);
  next.set('level', level);
  return next;
}

/**
 * The catalogue's filters live in the URL (`?level=middle&subject=physics&search=bem`) so a filtered view
 * can be shared and the back button undoes a choice. `?level=` also takes labels (`?level=ابتدائي`), which
 * are rewritten to the level's id. Grade and subject belong to a level: changing the level clears them.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const rawLevel = params.get('level')?.trim() || null;
  const level = rawLevel ? levelFromLabel(rawLevel) : undefined;

  const filters = useMemo<CatalogueFilters>(() => {
    const pricing = params.get('pricing_type');
    return {
      level,
      grade: (level && params.get('grade')) || undefined,
      subject: (level && params.get('subject')) || undefined,
      pricing_type: isPricingType(pricing) ? pricing : undefined,
      search: params.get('search')?.trim() || undefined,
    };
  }, [params, level]);

  // In the app; a page the server renders was redirected to the level's id already (courses-page.tsx).
  useEffect(() => {
    if (rawLevel && level && rawLevel !== level) setParams((prev) => catalogueParamsWithLevelId(prev) ?? prev, { replace: true });
  }, [rawLevel, level, setParams]);

  /** Sets or clears filters; typing in the search box replaces the history entry instead of adding one. */
  const update = useCallback(
    (changes: Partial<Record<FilterName, string | undefined>>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if ('level' in changes) {
            next.delete('grade');
            next.delete('subject');
          }
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const clearAll = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        FILTER_NAMES.forEach((name) => next.delete(name));
        return next;
      },
      { replace: false },
    );
  }, [setParams]);

  const hasFilters = FILTER_NAMES.some((name) => filters[name] !== undefined);
  return { filters, update, clearAll, hasFilters };
}
