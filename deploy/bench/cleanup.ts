/** What the benchmark started or created, undone last-in first-out whatever happened in between. */
export class Cleanup {
  private readonly steps: { what: string; undo: () => Promise<void> }[] = [];
  private running: Promise<string[]> | undefined;

  add(what: string, undo: () => Promise<void>): void {
    this.steps.push({ what, undo });
  }

  /** Runs every step once (later calls wait for the same run); returns the steps that failed. */
  run(): Promise<string[]> {
    return (this.running ??= (async () => {
      const failed: string[] = [];
      for (let step = this.steps.pop(); step; step = this.steps.pop()) {
        try {
          await step.undo();
        } catch (error) {
          failed.push(`${step.what}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return failed;
    })());
  }
}
