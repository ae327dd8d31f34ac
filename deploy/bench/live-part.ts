import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Cleanup } from './cleanup.ts';
import type { BenchResults } from './results.ts';

/**
 * The live feed's rows of `npm run bench` (part `live`): `live-feed.ts` in a process of its own, as
 * `npm run bench:live` runs it (its standalone platform and its thousands of sockets apart from the other parts),
 * its printed lines kept for the report.
 */
export async function benchLive(results: BenchResults, cleanup: Cleanup, log: (line: string) => void) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./live-feed.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add('stop the live feed bench', async () => void child.kill('SIGTERM'));
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log(chunk.toString().trimEnd()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  results.live = { lines: out.trimEnd().split('\n') };
  if (code !== 0) results.problems.push(`live feed: its bench exited with ${code}`);
}
