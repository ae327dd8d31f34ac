import { api } from '../api/api.ts';
import { withQuery, type QueryParams } from '../api/query-string.ts';

/**
 * CSV exports: the file is fetched with the bearer token (a plain link would carry none), then handed to the
 * browser as a download. The text keeps (or gets back) its byte order mark so spreadsheet programs read UTF-8.
 */
const csvApi = api.injectEndpoints({
  endpoints: (build) => ({
    csvFile: build.mutation<string, { path: string; params: QueryParams }>({
      query: ({ path, params }) => ({
        url: withQuery(path, params),
        // The file as text; an error keeps its JSON body so its messageCode can be shown.
        responseHandler: (response) => (response.ok ? response.text() : response.json()),
        headers: { accept: 'text/csv' },
      }),
    }),
  }),
});

export const { useCsvFileMutation } = csvApi;

const BOM = '\uFEFF';

/** Hands `text` to the browser as a downloaded file named `fileName`. */
export function saveCsv(fileName: string, text: string): void {
  const blob = new Blob([text.startsWith(BOM) ? text : BOM + text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
