import { prettyFactory } from 'pino-pretty';

/**
 * How `npm run start:distributed` shows a line a process wrote, prefixed with the process's name: pino's JSON
 * pretty-printed for a person at a terminal, and left as it is otherwise (piped to a file or a log collector,
 * where JSON is what the reader wants).
 */
export function logLineFormatter(
  terminal: boolean,
  colors = terminal,
): (name: string, line: string) => string {
  if (!terminal) return (name, line) => `[${name}] ${line}`;
  const pretty = prettyFactory({
    colorize: colors,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return (name, line) => {
    // Lines that are not pino's (a stack trace, a message of Node's) are shown as written.
    if (!line.startsWith('{')) return `[${name}] ${line}`;
    try {
      return `[${name}] ${pretty(JSON.parse(line) as object).trimEnd()}`;
    } catch {
      return `[${name}] ${line}`;
    }
  };
}
