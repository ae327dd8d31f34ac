const STEP = '{"start":"';
const DAY_MS = 86_400_000;

/** The whole UTC days around [from, to): the window whose answer `stepsWithin` cuts a horizon's out of. */
export function daysAround(window: { from: Date; to: Date }): { from: Date; to: Date } {
  return {
    from: new Date(Math.floor(window.from.getTime() / DAY_MS) * DAY_MS),
    to: new Date(Math.ceil(window.to.getTime() / DAY_MS) * DAY_MS),
  };
}

/**
 * The steps of a `BookableTimeline` JSON text (as `TimelinesRepository.bookableJson` writes it: steps in start
 * order, each starting with its `start` instant in the wire's fixed-width form) that start in [from, to), as the
 * same text: instants of that form sort as their text does.
 */
export function stepsWithin(json: string, from: Date, to: Date): string {
  const first = firstStepFrom(json, from.toISOString());
  const end = firstStepFrom(json, to.toISOString(), first);
  // `end` is the next step's `{` or the array's closing `]`; the comma before a next step is not ours.
  const steps = json.slice(first, end === json.length - 2 ? end : end - 1);
  return `{"steps":[${first === end ? '' : steps}]}`;
}

/** Where the first step starting at or after `instant` begins, from `at` on; the closing `]` when none does. */
function firstStepFrom(json: string, instant: string, at = '{"steps":['.length): number {
  let i = at;
  for (;;) {
    if (!json.startsWith(STEP, i)) return json.length - 2;
    const start = i + STEP.length;
    if (json.slice(start, start + instant.length) >= instant) return i;
    i = json.indexOf('},{"start":"', start);
    i = i === -1 ? json.length - 2 : i + 2;
  }
}
