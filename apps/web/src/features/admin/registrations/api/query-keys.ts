/** Every cache key of the admin's registrations screen. */
export interface RegistrationsQuery {
  status: 'all' | 'pending' | 'approved' | 'rejected';
  course_id?: number;
  search?: string;
  limit: number;
  offset: number;
}

export const registrationKeys = {
  all: ['admin', 'registrations'] as const,
  list: (query: RegistrationsQuery) => ['admin', 'registrations', 'list', query] as const,
};
