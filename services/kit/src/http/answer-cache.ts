/** How much an answer cache keeps at most: answers, and characters over all of them. */
export interface AnswerCacheBounds {
  answers: number;
  chars?: number;
}

interface Entry {
  answer: Promise<string>;
  chars: number;
}

/**
 * Answers by key, the most recently added kept within `bounds` (a Map iterates in insertion order: the first is the
 * oldest). Keys must name everything an answer depends on: an entry is never invalidated, only outlived. Callers
 * asking for a key being computed share its computation; a failed one is forgotten.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #bounds: Required<AnswerCacheBounds>;
  #chars = 0;

  constructor(bounds: AnswerCacheBounds) {
    this.#bounds = { chars: Number.POSITIVE_INFINITY, ...bounds };
  }

  get(key: string, compute: () => Promise<string>): Promise<string> {
    const found = this.#entries.get(key);
    if (found) return found.answer;
    const entry: Entry = { answer: compute(), chars: 0 };
    this.#entries.set(key, entry);
    entry.answer.then(
      (text) => {
        if (this.#entries.get(key) !== entry) return;
        entry.chars = text.length;
        this.#chars += text.length;
        this.#trim();
      },
      () => this.#forget(key, entry),
    );
    this.#trim();
    return entry.answer;
  }

  #trim(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#bounds.answers && this.#chars <= this.#bounds.chars) return;
      this.#forget(key, entry);
    }
  }

  #forget(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#chars -= entry.chars;
  }
}
