/**
 * Answers by key, the `capacity` most recently added kept (a Map iterates in insertion order: the first is the
 * oldest). Keys must name everything an answer depends on: an entry is never invalidated, only outlived. Callers
 * asking for a key being computed share its computation; a failed one is forgotten.
 */
export class AnswerCache {
  readonly #answers = new Map<string, Promise<string>>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string, compute: () => Promise<string>): Promise<string> {
    const found = this.#answers.get(key);
    if (found) return found;
    const answer = compute();
    this.#answers.set(key, answer);
    answer.catch(() => this.#answers.delete(key));
    if (this.#answers.size > this.#capacity) this.#answers.delete(this.#answers.keys().next().value!);
    return answer;
  }
}
