/** Whether `error` is PostgreSQL's unique_violation (23505), e.g. two requests creating the same email at once. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
