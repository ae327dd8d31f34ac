import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time under `target` (a file or a directory), 0 when it does not exist. */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules') latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/** Whether `web/dist` is missing or older than what it is built from (the web sources and `proto`). */
export function webBuildIsStale(repoRoot: string): boolean {
  const built = path.join(repoRoot, 'web', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/package.json',
    'proto/src',
  ];
  const latestSource = Math.max(...sources.map((source) => newest(path.join(repoRoot, source))));
  return latestSource > statSync(built).mtimeMs;
}

/** `npm run build -w web`, quiet unless it fails. */
export async function buildWeb(repoRoot: string): Promise<void> {
  const output: string[] = [];
  const child = spawn('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`The web app did not build (npm run build -w web):\n${output.join('')}`);
}
