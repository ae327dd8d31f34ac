/** Spellings of `/api/<base>/<endpoint>` that a router or a service reads as that path. */
export function spellings(base: string, endpoint: string): string[] {
  const first = endpoint[0]!;
  const last = endpoint.at(-1)!;
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  return [
    `/api/${base}/${endpoint.slice(0, -1)}${hex(last)}`,
    `/api/${base}/${hex(first).toUpperCase()}${endpoint.slice(1)}`,
    `/api/${base}//${endpoint}`,
    `//api/${base}/${endpoint}`,
    `/api/${base}/./${endpoint}`,
    `/api/${base}/%2E/${endpoint}`,
    `/api/${base}/anything/../${endpoint}`,
    `/api/${base}/anything/%2e%2e/${endpoint}`,
    `/api/other/../${base}/${endpoint}`,
  ];
}
