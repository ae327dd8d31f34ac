import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { EventEnvelope } from '@teleplan/proto/events';
import { authPlugin } from '../src/auth/auth-plugin.ts';
import { inUnitOfWork } from '../src/db/unit-of-work.ts';
import { callService } from '../src/http/service-client.ts';
import { newEvent } from '../src/outbox/new-event.ts';
import { currentRequest, type RequestContext } from '../src/request-context.ts';
import { createServer } from '../src/server.ts';
import { createTestIssuer, type TestIssuer } from '../src/testing/test-issuer.ts';
import { useEventsDatabase } from './database.ts';

const PERSON = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('request context', () => {
  const events = useEventsDatabase('kit_request_context');
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let seen: Record<string, RequestContext | undefined>;
  let url: string;

  beforeAll(async () => {
    issuer = await createTestIssuer();
    app = createServer({ name: 'kit-test', logger: false });
    await app.register(authPlugin, issuer.auth);
    const scope = { dataSource: events().dataSource, clock: () => new Date(), kickOutbox: () => undefined };
    app.post('/things', { preHandler: app.authenticate }, async (request) => {
      seen = { handler: structuredClone(currentRequest()) };
      await new Promise((resolve) => setTimeout(resolve, 1));
      await inUnitOfWork(scope, 'kit-test', async (work) => {
        seen.transaction = structuredClone(currentRequest());
        await work.emit('thing.created', request.body);
        work.afterCommit(() => (seen.afterCommit = structuredClone(currentRequest())));
      });
      return {};
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app?.close());

  // Over a socket, as Node parses a body in the socket's own context (inject would not show it).
  const post = async (role: 'ADMIN' | 'SERVICE', requestId: string) =>
    fetch(`${url}/things`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await issuer.token(PERSON, role)}`,
        'x-request-id': requestId,
        'content-type': 'application/json',
      },
      // Large enough to arrive in several reads of the socket.
      body: JSON.stringify({ name: requestId, padding: 'x'.repeat(256 * 1024) }),
    });

  const outboxEvent = async (name: string): Promise<EventEnvelope> => {
    const [row] = await events().dataSource.query<{ payload: EventEnvelope }[]>(
      "SELECT payload FROM outbox_event WHERE payload #>> '{payload,name}' = $1",
      [name],
    );
    return row!.payload;
  };

  it('follows a request with a body through its guard, handler, transaction and after-commit tasks', async () => {
    expect((await post('ADMIN', 'ctx-person')).status).toBe(200);
    const expected = { requestId: 'ctx-person', actor: { accountId: PERSON, role: 'ADMIN' } };
    expect(seen).toEqual({ handler: expected, transaction: expected, afterCommit: expected });
    expect(await outboxEvent('ctx-person')).toMatchObject(expected);
  });

  it('names no actor for a service token, only the request', async () => {
    expect((await post('SERVICE', 'ctx-service')).status).toBe(200);
    expect(seen.afterCommit).toEqual({ requestId: 'ctx-service' });
    const event = await outboxEvent('ctx-service');
    expect(event.requestId).toBe('ctx-service');
    expect(event).not.toHaveProperty('actor');
  });

  it('is absent outside requests: an event written then names no one', () => {
    expect(currentRequest()).toBeUndefined();
    const event = newEvent('thing.created', 'kit-test', {});
    expect(event).not.toHaveProperty('actor');
    expect(event).not.toHaveProperty('requestId');
  });
});

describe('request ids across services', () => {
  const calleeLines: { reqId?: string; msg?: string }[] = [];
  let caller: FastifyInstance;
  let callee: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          calleeLines.push(JSON.parse(line) as { reqId?: string; msg?: string });
        done();
      },
    });
    callee = createServer({ name: 'callee', logger: { level: 'info', stream } });
    callee.get('/answer', async (request) => {
      request.log.warn('the callee answers');
      return { ok: true };
    });
    const url = await callee.listen({ port: 0, host: '127.0.0.1' });
    caller = createServer({ name: 'caller', logger: false });
    caller.get('/ask', async () => callService({ url: `${url}/answer`, timeoutMs: 5_000 }));
    await caller.ready();
  });
  afterAll(async () => {
    await caller?.close();
    await callee?.close();
  });

  it("logs the callee's lines under the id the caller's request came with", async () => {
    const answer = await caller.inject({
      method: 'GET',
      url: '/ask',
      headers: { 'x-request-id': 'across-1' },
    });
    expect(answer.json()).toEqual({ ok: true });
    expect(calleeLines.find((line) => line.msg === 'the callee answers')?.reqId).toBe('across-1');
  });
});
