import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a message into a local outbox directory (standalone mode: the demo's mails and SMS land in `.data/`):
 * `<time>-<kind>-<to>.<extension>` and its `.json` description. Answers the file written.
 */
export async function writeOutboxFile(
  dir: string,
  name: { kind: string; to: string; extension: string },
  content: string | Buffer,
  description: object,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = path.join(dir, `${stamp}-${name.kind.toLowerCase()}-${name.to.replace(/[^\w.@+-]/g, '_')}`);
  await writeFile(`${base}.${name.extension}`, content);
  await writeFile(`${base}.json`, JSON.stringify(description, null, 2));
  return `${base}.${name.extension}`;
}
