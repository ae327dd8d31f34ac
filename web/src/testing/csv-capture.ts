import { vi } from 'vitest';

/** The blob's text as written, byte order mark kept (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/** Catches the files the page hands to the browser (saveCsv): their names and texts, BOM included. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:download';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    fileNames: () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download),
    texts: () => Promise.all(blobs.map(textOf)),
  };
}
