export type QueryParams = Record<string, string | number | readonly (string | number)[] | null | undefined>;

/**
 * `path?query` with arrays as repeated keys (`sort=a&sort=b`), as the services read them; null, undefined and
 * empty values are left out. (fetchBaseQuery's own `params` would join arrays with commas.)
 */
export function withQuery(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const items: readonly (string | number | null | undefined)[] = Array.isArray(value) ? value : [value];
    for (const item of items)
      if (item !== null && item !== undefined && item !== '') search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
