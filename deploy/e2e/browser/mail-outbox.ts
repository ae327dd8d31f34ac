import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { WAIT_MS } from '../waits.ts';

interface OutboxMail {
  kind: string;
  to: string;
  /** The mail's link (the account mails); a patient message has its text and HTML instead. */
  link: string;
  text?: string;
}

/**
 * The link of the newest mail of `kind` sent to `to`, read from the standalone mail outbox
 * (`<dataDir>/mail-outbox/*.json`). Mails leave after the commit, so this waits for it to appear.
 */
export async function mailedLink(
  dataDir: string,
  to: string,
  kind: string,
  timeoutMs = WAIT_MS,
): Promise<string> {
  return (await mailed(dataDir, to, kind, timeoutMs)).link;
}

/**
 * The newest mail of `kind` sent to `to` whose text holds `about` (when given: the seeding's mails to the same
 * person are there too), as the outbox describes it, once it is there (see `mailedLink`).
 */
export async function mailed(
  dataDir: string,
  to: string,
  kind: string,
  timeoutMs = WAIT_MS,
  about = '',
): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'mail-outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()) {
      // A file being written does not parse yet: the next round reads it whole.
      const mail = await readFile(path.join(dir, name), 'utf8')
        .then((text) => JSON.parse(text) as OutboxMail)
        .catch(() => undefined);
      if (mail?.to === to.toLowerCase() && mail.kind === kind && (mail.text ?? '').includes(about))
        return mail;
    }
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to} in ${dir} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
