import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, zstdCompress } from 'node:zlib';

/** The encodings the gateway sends, in its order of preference. */
export const ENCODINGS = ['zstd', 'br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Brotli's quality: 2 costs a third of the default 4 for a few percent more bytes (see `compression.ts`). */
export const BROTLI_QUALITY = 2;

const compressors: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  zstd: promisify(zstdCompress),
  br: (input) =>
    promisify(brotliCompress)(input, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: promisify(gzip),
};

/** How much is kept at most, per encoding: answers, and characters of their texts over all of them. */
export interface CompressedAnswersBounds {
  answers: number;
  chars: number;
}

interface Entry {
  bytes: Promise<Buffer>;
  chars: number;
}

/**
 * The compressed bytes of the last answers, by encoding and by the answer's whole text, the least recently used
 * forgotten first. A service answers a week it keeps as the same text again, so that text is compressed once; a
 * changed answer is another text, hence another entry (nothing to invalidate, nothing served stale). Long texts
 * cost little as keys: the same string compares by reference, and V8 hashes a long string by its length. The
 * compression runs on libuv's threads; callers asking for a text being compressed share its result, and a
 * failed one is forgotten.
 */
export class CompressedAnswers {
  readonly #kept: Record<Encoding, Map<string, Entry>> = { zstd: new Map(), br: new Map(), gzip: new Map() };
  readonly #chars: Record<Encoding, number> = { zstd: 0, br: 0, gzip: 0 };
  readonly #bounds: CompressedAnswersBounds;

  constructor(bounds: CompressedAnswersBounds) {
    this.#bounds = bounds;
  }

  /** The bytes of `text` in `encoding`, compressed now or kept from before. */
  get(text: string, encoding: Encoding): Promise<Buffer> {
    const kept = this.#kept[encoding];
    const found = kept.get(text);
    if (found) {
      // Most recently used last: a Map iterates in insertion order.
      kept.delete(text);
      kept.set(text, found);
      return found.bytes;
    }
    const entry: Entry = { bytes: compressors[encoding](Buffer.from(text)), chars: text.length };
    if (text.length > this.#bounds.chars) return entry.bytes;
    kept.set(text, entry);
    this.#chars[encoding] += text.length;
    entry.bytes.catch(() => this.#forget(encoding, text, entry));
    this.#trim(encoding);
    return entry.bytes;
  }

  /** How many answers are kept in `encoding`, and their characters. */
  size(encoding: Encoding): { answers: number; chars: number } {
    return { answers: this.#kept[encoding].size, chars: this.#chars[encoding] };
  }

  #trim(encoding: Encoding): void {
    for (const [text, entry] of this.#kept[encoding]) {
      if (this.#kept[encoding].size <= this.#bounds.answers && this.#chars[encoding] <= this.#bounds.chars)
        return;
      this.#forget(encoding, text, entry);
    }
  }

  #forget(encoding: Encoding, text: string, entry: Entry): void {
    if (this.#kept[encoding].get(text) !== entry) return;
    this.#kept[encoding].delete(text);
    this.#chars[encoding] -= entry.chars;
  }
}
