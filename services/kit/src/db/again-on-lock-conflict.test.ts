import { describe, expect, it } from 'vitest';
import { againOnLockConflict } from './again-on-lock-conflict.ts';

const failing = (code: string) => Object.assign(new Error(code), { driverError: { code } });

describe('againOnLockConflict', () => {
  it('runs a transaction aborted by a deadlock again until it commits', async () => {
    let runs = 0;
    const answer = await againOnLockConflict(async () => {
      if (++runs < 3) throw failing('40P01');
      return 'committed';
    });
    expect({ answer, runs }).toEqual({ answer: 'committed', runs: 3 });
  });

  it('gives up after the attempts allowed, with the last conflict', async () => {
    let runs = 0;
    const run = againOnLockConflict(async () => {
      runs++;
      throw failing('55P03');
    }, 2);
    await expect(run).rejects.toThrow('55P03');
    expect(runs).toBe(2);
  });

  it('throws any other error at once', async () => {
    let runs = 0;
    const run = againOnLockConflict(async () => {
      runs++;
      throw failing('23505');
    });
    await expect(run).rejects.toThrow('23505');
    expect(runs).toBe(1);
  });
});
