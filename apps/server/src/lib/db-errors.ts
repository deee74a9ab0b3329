/** The constraint name of a PostgreSQL unique violation (23505), whichever driver raised it, else null. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string; message?: string };
    if (pgError.code === '23505') return pgError.constraint ?? pgError.message ?? 'unique';
  }
  return null;
}
