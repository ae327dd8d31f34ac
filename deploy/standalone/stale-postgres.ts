import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Whether `pid` is a PostgreSQL server on `dataDir` (not a process that took the number of a dead one). */
function isPostgresOn(pid: number, dataDir: string): boolean {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return command.some((part) => part.endsWith('postgres')) && command.includes(dataDir);
  } catch {
    return false;
  }
}

/** The command line of the process that started `pid`, or '' when it was orphaned or is unreadable. */
function parentCommand(pid: number): string {
  try {
    const ppid = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return ppid && ppid !== '1' ? readFileSync(`/proc/${ppid}/cmdline`, 'utf8').replaceAll('\0', ' ') : '';
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A standalone process killed hard (SIGKILL, a closed terminal) leaves its embedded PostgreSQL running on the
 * data directory, and the next start cannot take it. Asks that server, named by the directory's
 * `postmaster.pid`, to shut down (SIGINT: fast shutdown) and waits for it.
 */
export async function stopLeftoverPostgres(dataDir: string, timeoutMs = 15_000): Promise<boolean> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgresOn(pid, dataDir)) return false;
  // A server whose starting process still runs belongs to a live platform, not to a crashed one.
  if (/\bnode\b/.test(parentCommand(pid)))
    throw new Error(`Teleplan already runs on ${dataDir} (its PostgreSQL is pid ${pid}); stop it first`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid))
    throw new Error(`PostgreSQL (pid ${pid}) still runs on ${dataDir}; stop it and start again`);
  return true;
}
