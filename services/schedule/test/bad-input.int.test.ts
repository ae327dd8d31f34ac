import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchedule, type Harness, type Person } from './harness.ts';
import { book, practice, utc, type Practice } from './appointment-world.ts';

/**
 * Every route of the service, as its OpenAPI document lists them, called with one bad value at a time in each path
 * parameter, query parameter and body field (the others valid, so the value reaches as far as it can): whatever
 * the value, the answer is never a 5xx, and a refusal carries a messageCode.
 */

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}

const BAD_VALUES: [string, unknown][] = [
  ['a NUL', 'a\u0000b'],
  ['a lone surrogate', '\ud800'],
  ['a 200,000-character string', 'x'.repeat(200_000)],
  ['an empty string', ''],
  ['digits', '12'],
  ['a number', 12],
  ['a negative number', -1],
  ['1e300', 1e300],
  ['a fraction', 1.5],
  ['a boolean', true],
  ['null', null],
  ['an object', { a: 1 }],
  ['an array', [1, 'x']],
  ['an unknown id', randomUUID()],
];

let h: Harness;
let p: Practice;
let patient: Person;
let appointmentId: string;
let token: string;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
  patient = await h.person(['PATIENT']);
  appointmentId = (await book(h, p, patient, utc(3, 9))).body.appointment.id;
  token = await h.service.issuer.token(randomUUID(), 'SUPER_ADMIN');
});
afterAll(async () => h?.close());

/** A known id for a field named like `roomId`, `doctorIds` or `owner`; an unknown one otherwise. */
function idFor(name: string, path: string): string {
  const known: [RegExp, string][] = [
    [/room/i, p.room.id],
    [/sector/i, p.sector.id],
    [/doctor|owner/i, p.doctor.id],
    [/patient/i, patient.id],
  ];
  if (name === 'id')
    return path.includes('/doctors/') ? p.doctor.id : path.includes('/rooms/') ? p.room.id : appointmentId;
  return known.find(([pattern]) => pattern.test(name))?.[1] ?? randomUUID();
}

/** A valid value of `schema` for a field called `name` (a window of 09:00-12:00 two days ahead for instants). */
function valid(name: string, schema: JsonSchema, path: string): unknown {
  if (schema.anyOf) return valid(name, schema.anyOf[0]!, path);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return idFor(name, path);
      if (schema.format === 'date-time') return /^(to|end|horizonEnd)$/.test(name) ? utc(2, 12) : utc(2, 9);
      if (schema.pattern) return /end/i.test(name) ? '10:00' : '09:00';
      return /zone/i.test(name) ? 'Europe/Paris' : 'x';
    case 'integer':
    case 'number':
      return schema.minimum ?? 10;
    case 'boolean':
      return true;
    case 'array':
      return [valid(name.replace(/s$/, ''), schema.items ?? {}, path)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, valid(key, sub, path)]),
      );
    default:
      return 'x';
  }
}

/** Percent-encodes a value as a client would; the lone surrogate (it has no UTF-8 form) as the bytes it would take. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Each body with one field (at any depth, `/a/0/b`) or the whole body replaced by a bad value. */
function* badBodies(schema: JsonSchema, base: unknown, at = ''): Generator<[string, unknown]> {
  for (const [label, value] of BAD_VALUES) yield [`body${at} = ${label}`, value];
  if (schema.type === 'object' && schema.properties) {
    const record = base as Record<string, unknown>;
    for (const [key, sub] of Object.entries(schema.properties))
      for (const [what, value] of badBodies(sub, record[key], `${at}/${key}`))
        yield [what, { ...record, [key]: value }];
  }
  if (schema.type === 'array' && schema.items)
    for (const [what, value] of badBodies(schema.items, (base as unknown[])[0], `${at}/0`))
      yield [what, [value]];
}

/** Why the answer to one call is wrong (a 5xx, or a refusal without a messageCode), or null when it is right. */
async function faultOf(method: string, url: string, body: unknown): Promise<string | null> {
  const reply = await h.service.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const refused = reply.statusCode >= 400;
  if (reply.statusCode < 500 && (!refused || reply.json<{ messageCode?: string }>().messageCode)) return null;
  return `${reply.statusCode} ${reply.body.slice(0, 120)}`;
}

describe('bad input on every route', () => {
  it('answers a 4xx with a messageCode, never a 5xx', { timeout: 120_000 }, async () => {
    const doc = (
      await h.call<{ paths: Record<string, Record<string, Operation>> }>('GET', '/openapi.json', null)
    ).body;
    const faults: string[] = [];
    let calls = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const valueOf = (x: Parameter) => valid(x.name, x.schema, route);
        const url = (bad?: { name: string; value: unknown }) => {
          const pick = (x: Parameter) => (x.name === bad?.name ? bad.value : valueOf(x));
          const path = route.replace(/\{(\w+)\}/g, (_m, name: string) =>
            encode(pick(parameters.find((x) => x.in === 'path' && x.name === name)!)),
          );
          const query = parameters
            .filter((x) => x.in === 'query')
            .flatMap((x) => [pick(x)].flat().map((value) => `${x.name}=${encode(value)}`));
          return query.length ? `${path}?${query.join('&')}` : path;
        };
        const send = async (what: string, target: string, body?: unknown) => {
          calls += 1;
          const fault = await faultOf(method, target, body);
          if (fault) faults.push(`${method.toUpperCase()} ${route}, ${what}: ${fault}`);
        };
        const schema = operation.requestBody?.content['application/json']?.schema;
        const body = schema && valid('body', schema, route);
        for (const parameter of parameters)
          for (const [label, value] of BAD_VALUES)
            await send(
              `${parameter.in} ${parameter.name} = ${label}`,
              url({ name: parameter.name, value }),
              body,
            );
        if (schema) for (const [what, bad] of badBodies(schema, body)) await send(what, url(), bad);
      }
    }
    expect(calls).toBeGreaterThan(1000);
    expect(faults).toEqual([]);
  });
});
