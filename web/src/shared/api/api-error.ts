import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The messageCode of a failed call's error body, if the server sent one. */
export function errorMessageCode(
  error: FetchBaseQueryError | SerializedError | undefined | unknown,
): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (data && typeof data === 'object' && 'messageCode' in data && typeof data.messageCode === 'string') {
    return data.messageCode;
  }
  return null;
}
