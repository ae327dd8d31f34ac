import { api } from './api.ts';

export interface CsvDownload {
  /** API path under /api ('user-profiles/by-query/export'). */
  path: string;
  /** Query parameters; arrays are sent as repeated keys. */
  params: Record<string, string | number | readonly string[] | undefined>;
  /** Name of the saved file. */
  fileName: string;
}

function searchOf(params: CsvDownload['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) search.append(key, item);
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Hands a downloaded file to the browser as if a link had been followed. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A CSV (or any file) fetched through the one base query, so the bearer token and the refresh-on-401 apply,
 * then saved by the browser. The file never enters the store.
 */
export const csvDownloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadCsv: build.mutation<null, CsvDownload>({
      async queryFn(download, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `${download.path}${searchOf(download.params)}`,
          responseHandler: async (response) => {
            if (!response.ok) return response.json().catch(() => null);
            saveFile(await response.blob(), download.fileName);
            return null;
          },
        });
        return result.error ? { error: result.error } : { data: null };
      },
    }),
  }),
});

export const { useDownloadCsvMutation } = csvDownloadApi;
