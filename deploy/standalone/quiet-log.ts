import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogLine {
  level: number;
  msg?: string;
  link?: string;
  to?: string;
  kind?: string;
  err?: { message?: string };
}

export interface QuietLogOptions {
  /** Addresses whose activation mails are not shown: the demo staff, whom the seeder activates itself. */
  seededAccounts?: ReadonlySet<string>;
}

/**
 * The standalone console: warnings and errors as one short line each, and the links of mails written to the
 * outbox (so an activation or a reset can be completed locally); the per-request chatter is dropped.
 */
export function quietLogStream(
  out: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  options: QuietLogOptions = {},
): Writable {
  const seededActivation = (line: LogLine) =>
    line.kind === 'activation' && line.to !== undefined && (options.seededAccounts?.has(line.to) ?? false);
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const raw = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
        // Cheap test first: most lines are request logs at level 30 without a link.
        if (raw.includes('"link"') || !raw.startsWith('{"level":30')) {
          let line: LogLine;
          try {
            line = JSON.parse(raw) as LogLine;
          } catch {
            out(raw);
            continue;
          }
          if (line.link && seededActivation(line)) continue;
          if (line.link) out(`✉  ${line.kind ?? 'mail'} for ${line.to ?? '?'}: ${line.link}`);
          else if (line.level >= 40)
            out(
              `${LEVELS[line.level] ?? 'WARN'}  ${line.msg ?? ''}${line.err?.message ? `: ${line.err.message}` : ''}`,
            );
        }
      }
      done();
    },
  });
}
