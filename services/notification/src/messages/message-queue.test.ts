import { describe, expect, it } from 'vitest';
import { workOptions } from './message-queue.ts';

describe('the message worker', () => {
  it('fetches again at once while batches come full, so a backlog does not wait a polling interval per batch', () => {
    const options = workOptions(2);
    expect(options.batchSize).toBeGreaterThan(1);
    expect(options.burstWhenBatchFull).toBe(true);
    expect(options.pollingIntervalSeconds).toBe(2);
  });
});
