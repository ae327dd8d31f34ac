import { describe, expect, it } from 'vitest';
import { DeliveryFailure } from './delivery-failure.ts';
import { httpEvaluationTokens } from './evaluation-tokens.ts';

const answering = (status: number, body: unknown) =>
  httpEvaluationTokens({
    scheduleUrl: 'http://schedule.test/api/schedule/',
    tokens: { token: () => Promise.resolve('service-token') },
    timeoutMs: 1_000,
    fetch: () => Promise.resolve(Response.json(body, { status })),
  });

describe('the schedule service survey links', () => {
  it('gives the issued token', async () => {
    await expect(
      answering(200, { token: 'abc', expiresAt: '2030-01-01T00:00:00.000Z' }).tokenFor('a'),
    ).resolves.toBe('abc');
  });

  it('gives none when schedule refuses for good (canceled, already evaluated, unknown)', async () => {
    const used = { messageCode: 'schedule.evaluation.used', message: 'used' };
    await expect(answering(409, used).tokenFor('a')).resolves.toBeNull();
    await expect(
      answering(404, { messageCode: 'schedule.appointment.missing', message: '' }).tokenFor('a'),
    ).resolves.toBeNull();
  });

  it('fails, never skips, when schedule refuses this service (its client is not configured)', async () => {
    const refused = { messageCode: 'common.auth.forbidden', message: 'forbidden' };
    const failure = await answering(403, refused)
      .tokenFor('a')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryFailure);
  });

  it('fails transiently when schedule is away', async () => {
    const failure = await answering(503, {})
      .tokenFor('a')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryFailure);
    expect((failure as DeliveryFailure).transient).toBe(true);
  });
});
