import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether every script and style `index.html` loads is in `dir`. */
function referencedAssetsExist(dir: string): boolean {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
  return assets.length > 0 && assets.every((asset) => existsSync(path.join(dir, asset)));
}

/**
 * Copies the built SPA (without source maps) to `target`, a copy of one whole build. Other processes working
 * in this tree may rebuild `web/dist` while the browser tests run; a rebuild empties it first, which would
 * take the lazily loaded pages away from a page already open. The tests serve the copy instead.
 */
export async function snapshotWebBuild(dist: string, target: string): Promise<void> {
  const index = path.join(dist, 'index.html');
  for (let attempt = 1; ; attempt++) {
    const before = existsSync(index) ? statSync(index).mtimeMs : 0;
    rmSync(target, { recursive: true, force: true });
    if (before) cpSync(dist, target, { recursive: true, filter: (source) => !source.endsWith('.map') });
    // Unchanged index.html before and after the copy: no build ran in between.
    const after = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (before && after === before && referencedAssetsExist(target)) return;
    if (attempt === 20) throw new Error(`${dist} never held a whole build in 20 s: is a build failing?`);
    await sleep(1000);
  }
}
