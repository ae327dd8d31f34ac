import { parse as parseForm } from 'node:querystring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Type } from 'typebox';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { createServer } from '../src/server.ts';
import { findUnsafeText, hasUnsafeCharacters } from '../src/request-text.ts';

const C = MessageCodes.common;

describe('hasUnsafeCharacters', () => {
  it('flags NUL and lone surrogates, high or low', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\ud800y', '\udc00', 'a\udfffb', '\ud83d\ud83d']) {
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('lets through ordinary text, accents and surrogate pairs (emoji)', () => {
    for (const text of [
      '',
      'Élodie Müller',
      'Œuvre – « ici »',
      '😀',
      'a😀b',
      '\ud83d\ude00\ud83d\ude00',
      '\u0001\t',
    ]) {
      expect(hasUnsafeCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('findUnsafeText', () => {
  it('names the path of the first unsafe string, in arrays, nested objects and keys', () => {
    expect(findUnsafeText({ firstName: 'Ana', roles: ['DOCTOR', 'x\u0000'] })).toBe('/roles/1');
    expect(findUnsafeText({ address: { city: '\ud800' } })).toBe('/address/city');
    expect(findUnsafeText({ ['k\u0000']: 'v' })).toBe('/k\u0000');
    expect(findUnsafeText(Object.assign(Object.create(null) as object, { username: 'a\u0000b' }))).toBe(
      '/username',
    );
    expect(findUnsafeText('\u0000')).toBe('/');
  });

  it('walks data nested 100,000 deep without overflowing the call stack', () => {
    const depth = 100_000;
    expect(findUnsafeText(JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`))).toBe(
      '/0'.repeat(depth),
    );
    expect(findUnsafeText(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toBeUndefined();
  });

  it('finds nothing in clean data, numbers, nulls and objects that are not plain data', () => {
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'ok'], d: { e: 'é' } })).toBeUndefined();
    expect(findUnsafeText(Buffer.from([0]))).toBeUndefined();
    expect(findUnsafeText(undefined)).toBeUndefined();
  });
});

describe('createServer refuses NUL and lone surrogates in every part of a request', () => {
  let app: FastifyInstance;
  let handled = 0;
  beforeAll(async () => {
    app = createServer({ name: 'text-test', logger: false });
    // The same parsing as @fastify/formbody (the authenticator's token endpoint).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, parseForm(body as string)),
    );
    const echo = async (request: { body?: unknown; query?: unknown; params?: unknown }) => {
      handled += 1;
      return { body: request.body ?? null, query: request.query, params: request.params };
    };
    app.post(
      '/profiles',
      {
        schema: {
          body: Type.Object({ firstName: Type.String(), lastName: Type.Optional(Type.String()) }),
        },
      },
      echo,
    );
    app.get('/profiles', echo);
    app.get('/profiles/:id', echo);
    app.post('/token', echo);
    app.post('/notes', echo);
    await app.ready();
  });
  afterAll(() => app.close());

  const refused = async (request: InjectOptions, id: string) => {
    const before = handled;
    const response = await app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messageCode: C.invalidCharacters,
      errors: [{ messageCode: C.invalidCharacters, id }],
    });
    expect(handled).toBe(before);
  };

  it('refuses a NUL in a JSON body string: 400 invalid_characters, the handler never runs', async () => {
    await refused({ method: 'POST', url: '/profiles', payload: { firstName: '\u0000' } }, 'body/firstName');
  });

  it('refuses a lone surrogate written as a JSON escape', async () => {
    await refused(
      {
        method: 'POST',
        url: '/profiles',
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName":"Ana","lastName":"\\ud800"}',
      },
      'body/lastName',
    );
  });

  it('answers 400, not 500, to a JSON body nested 100,000 arrays deep', async () => {
    const depth = 100_000;
    const response = await app.inject({
      method: 'POST',
      url: '/profiles',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect([response.statusCode, response.json<{ messageCode: string }>().messageCode]).toEqual([
      400,
      C.validation,
    ]);
  });

  it('refuses a NUL in the query string', async () => {
    await refused({ method: 'GET', url: '/profiles?name=%00' }, 'query/name');
  });

  it('refuses a NUL in a path parameter', async () => {
    await refused({ method: 'GET', url: '/profiles/a%00b' }, 'params/id');
  });

  it.each([
    ['a lone surrogate’s bytes (not valid percent-encoding)', '/profiles/%ED%A0%80', 400],
    ['an id over 100 characters', `/profiles/${'x'.repeat(101)}`, 414],
  ])('answers a path parameter holding %s with a messageCode, before routing', async (_what, url, status) => {
    const before = handled;
    const response = await app.inject({ method: 'GET', url });
    expect([response.statusCode, response.json<{ messageCode: string }>().messageCode]).toEqual([
      status,
      C.validation,
    ]);
    expect(handled).toBe(before);
  });

  it('refuses a NUL in a form body (the token endpoint’s content type)', async () => {
    await refused(
      {
        method: 'POST',
        url: '/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&username=a%00b%40example.fr&password=x',
      },
      'body/username',
    );
  });

  it('refuses a NUL in a plain-text body', async () => {
    await refused(
      { method: 'POST', url: '/notes', headers: { 'content-type': 'text/plain' }, payload: 'a\u0000b' },
      'body',
    );
  });

  it('passes clean text with accents and emoji to the handler', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/profiles?tag=%C3%A9t%C3%A9',
      payload: { firstName: 'Élodie 😀', lastName: "N'Diaye" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      body: { firstName: 'Élodie 😀', lastName: "N'Diaye" },
      query: { tag: 'été' },
    });
  });
});
