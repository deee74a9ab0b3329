/** Every cache key of the teacher pay screens: the fetchers use them, a payout or a closed month invalidates them all. */
export const payKeys = {
  all: ['admin', 'teacher-pay'] as const,
  list: (month: string) => ['admin', 'teacher-pay', 'list', month] as const,
  statement: (teacherId: number, month: string) => ['admin', 'teacher-pay', 'statement', teacherId, month] as const,
};
