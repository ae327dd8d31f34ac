import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../server.ts';
import { createTestIssuer, type TestIssuer } from '../testing/test-issuer.ts';
import { authPlugin } from './auth-plugin.ts';

describe('the auth plugin', () => {
  let app: FastifyInstance;
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    app = createServer({ name: 'auth-test', logger: false });
    await app.register(authPlugin, issuer.auth);
    app.get('/mine', { preHandler: app.authenticate }, async (request) => ({ sub: request.user.sub }));
    app.get('/admin', { preHandler: app.requireRole('ADMIN') }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, authorization?: string) =>
    app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('asks for a bearer token when none was sent', async () => {
    for (const url of ['/mine', '/admin']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toMatchObject({ messageCode: 'common.auth.unauthenticated' });
    }
  });

  it('says invalid_token when the token sent is bad or expired', async () => {
    const expired = await issuer.token('u-1', 'ADMIN', { expiresInSeconds: -60 });
    const foreign = await issuer.token('u-1', 'ADMIN', { issuer: 'http://elsewhere' });
    for (const authorization of ['Bearer not-a-token', `Bearer ${expired}`, `Bearer ${foreign}`]) {
      const answer = await get('/mine', authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });

  it('sends no challenge once the token is good, even when the role is refused', async () => {
    const token = await issuer.token('u-1', 'DOCTOR');
    const mine = await get('/mine', `Bearer ${token}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['www-authenticate']).toBeUndefined();
    const admin = await get('/admin', `Bearer ${token}`);
    expect(admin.statusCode).toBe(403);
    expect(admin.headers['www-authenticate']).toBeUndefined();
  });
});
