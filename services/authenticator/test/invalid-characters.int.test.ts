import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts, login, startAuthenticator, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startAuthenticator();
});
afterAll(async () => {
  await h?.close();
});

describe('token endpoint', () => {
  it('answers 400 common.request.invalid_characters to a NUL in a form field, and counts no attempt', async () => {
    const before = await counts(h.service);
    const response = await login(h.app, 'a\u0000b@test.teleplan.fr', 'whatever');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      messageCode: 'common.request.invalid_characters',
    });
    expect(await counts(h.service)).toEqual(before);
  });
});
