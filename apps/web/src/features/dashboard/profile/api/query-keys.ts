/** Every cache key of the Profile tab, in one place: the fetchers use them, the mutations invalidate them. */
export const profileKeys = {
  all: ['profile'] as const,
  parent: ['profile', 'parent'] as const,
  students: ['profile', 'students'] as const,
  mobileEligibility: ['profile', 'mobile-eligibility'] as const,
};
