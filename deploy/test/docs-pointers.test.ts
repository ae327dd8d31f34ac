import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED = new Set(['node_modules', '.git', 'dist', '.data', '.turbo', 'screenshots', 'results']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|ya?ml|json|sh|html)$/;

/** Every text file of the repository that people write (no dependencies, builds or generated results). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sources(full);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

const files = sources(REPO_ROOT).map((file) => ({
  name: path.relative(REPO_ROOT, file),
  lines: readFileSync(file, 'utf8').split('\n'),
}));

/**
 * A reference to a document kept outside the repository: a numbered section of "the spec", the section sign,
 * or the architecture notes. Written with escapes so that this file does not match itself.
 */
const OUTSIDE_DOCUMENT = [
  /\bspec(?:'s)?(?: "[^"]*")? sections? \d|\bspec section\b/i,
  /\u00a7/,
  /\bARCHITECTURE\u002emd\b/,
];

/** `docs/<page>.md` or `docs/<page>.md#<anchor>` as the code points to a page of the repository's docs. */
const DOCS_POINTER = /\bdocs\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?/g;

/** A link between two pages of docs/: `[text](<page>.md#<anchor>)`. */
const DOCS_LINK = /\]\(([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?\)/g;

/** The anchors of a Markdown page's headings, spelled as GitHub spells them. */
function anchorsOf(page: string): Set<string> {
  const text = readFileSync(path.join(REPO_ROOT, 'docs', page), 'utf8');
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      match[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe("the repository's own documents", () => {
  it('are the only ones the code and the READMEs cite (docs/, never a numbered section kept elsewhere)', () => {
    const cites = (text: string) => OUTSIDE_DOCUMENT.some((pattern) => pattern.test(text));
    const citations = files.flatMap(({ name, lines }) =>
      lines.flatMap((line, index) => {
        // A citation may be split where a comment wraps: the line joined with the next one's text.
        const next = lines[index + 1] ?? '';
        const wrapped = `${line.trim()} ${next.replace(/^\s*(\*|\/\/|#)?\s*/, '')}`;
        const found = cites(line) || (cites(wrapped) && !cites(next));
        return found ? [`${name}:${index + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(citations).toEqual([]);
  });

  it('hold every page and heading the code points to', () => {
    const broken = files.flatMap(({ name, lines }) =>
      lines.flatMap((line, index) =>
        [...line.matchAll(DOCS_POINTER), ...(name.startsWith('docs/') ? line.matchAll(DOCS_LINK) : [])]
          .filter(([, page, anchor]) => {
            if (!existsSync(path.join(REPO_ROOT, 'docs', page!))) return true;
            return anchor !== undefined && !anchorsOf(page!).has(anchor);
          })
          .map(([pointer]) => `${name}:${index + 1}: ${pointer}`),
      ),
    );
    expect(broken).toEqual([]);
  });
});
