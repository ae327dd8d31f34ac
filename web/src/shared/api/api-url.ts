/** Absolute URL of an API path (fetch in tests and workers needs absolute URLs). */
export function apiUrl(path: string): string {
  return new URL(`/api/${path.replace(/^\/+/, '')}`, globalThis.location.origin).href;
}
