/** Every cache key of the Payments tab, in one place. */
export const paymentsKeys = {
  all: ['payments'] as const,
  /** One child's money, or the whole family's (`all`, what a receipt is looked up in). */
  studentPayments: (studentId: number | null) => ['payments', 'student-payments', studentId ?? 'all'] as const,
};
