/** The HTTP status of a failed RTK Query call, if any. */
export function errorStatus(error: unknown): number | string | null {
  return error && typeof error === 'object' && 'status' in error
    ? (error as { status: number | string }).status
    : null;
}
