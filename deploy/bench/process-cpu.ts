import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime and the parent of a process, from /proc/<pid>/stat (null once it is gone). */
function procStat(pid: number): { cpu: number; reaped: number; ppid: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const tick = (index: number) => Number(fields[index]) / TICKS_PER_SECOND;
    return { ppid: Number(fields[1]), cpu: tick(11) + tick(12), reaped: tick(13) + tick(14) };
  } catch {
    return null;
  }
}

/**
 * CPU seconds so far of the platform's own process, and of its descendants (the embedded PostgreSQL: postmaster,
 * backends, and through the postmaster's reaped-children times the parallel workers that already ended).
 */
export function cpuSeconds(platformPid: number): { node: number; postgres: number } {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const stat = Number.isInteger(pid) ? procStat(pid) : null;
    if (stat) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  let postgres = 0;
  const pending = [...(children.get(platformPid) ?? [])];
  while (pending.length) {
    const pid = pending.pop()!;
    const stat = procStat(pid);
    if (stat) postgres += stat.cpu + stat.reaped;
    pending.push(...(children.get(pid) ?? []));
  }
  return { node: procStat(platformPid)?.cpu ?? 0, postgres };
}
