import type { KINDERGARTEN_FILTERS } from '@academy/shared';

/** Every cache key of the admin's kindergarten screen, under the admin root so one admin refresh covers it. */
export interface KindergartenEnrollmentsQuery {
  filter: (typeof KINDERGARTEN_FILTERS)[number];
  search?: string;
  limit: number;
  offset: number;
}

export const kindergartenKeys = {
  all: ['admin', 'kindergarten'] as const,
  summary: ['admin', 'kindergarten', 'summary'] as const,
  courses: ['admin', 'kindergarten', 'courses'] as const,
  classes: ['admin', 'kindergarten', 'classes'] as const,
  enrollments: (query: KindergartenEnrollmentsQuery) => ['admin', 'kindergarten', 'enrollments', query] as const,
  details: (enrollmentId: number) => ['admin', 'kindergarten', 'details', enrollmentId] as const,
};
