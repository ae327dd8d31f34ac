import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import type { Fetch } from '@teleplan/kit/http/service-client';
import { login, startAuthenticator, type Harness } from './support/harness.ts';

let h: Harness;
const fetched: string[] = [];
const recordingFetch: Fetch = (url, init) => {
  fetched.push(`${init.method ?? 'GET'} ${url}`);
  return fetch(url, init);
};

beforeAll(async () => {
  h = await startAuthenticator({}, recordingFetch);
});
afterAll(async () => {
  await h?.close();
});

/** The SQL statements the service sends while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const dataSource = h.service.dataSource;
  const statements: string[] = [];
  const create = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (...args: Parameters<typeof create>): QueryRunner => {
    const runner = create(...args);
    const query = runner.query.bind(runner);
    runner.query = ((sql: string, ...rest: unknown[]) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return (query as (...a: unknown[]) => unknown)(sql, ...rest);
    }) as QueryRunner['query'];
    return runner;
  };
  try {
    await work();
  } finally {
    dataSource.createQueryRunner = create;
  }
  return statements;
}

describe('the password grant', () => {
  it('reaches accounts through the fetch its composition root gives', async () => {
    h.accounts.add('fetch@example.fr', 'Secret-pass1', ['DOCTOR']);
    expect((await login(h.app, 'fetch@example.fr', 'Secret-pass1')).statusCode).toBe(200);
    expect(fetched).toEqual([`POST ${h.accounts.url}/internal/verify-credentials`]);
  });

  it('signs a person in with four statements: throttle, attempt, its release, session', async () => {
    h.accounts.add('cost@example.fr', 'Secret-pass1', ['DOCTOR']);
    let status = 0;
    const statements = await statementsDuring(async () => {
      status = (await login(h.app, 'cost@example.fr', 'Secret-pass1')).statusCode;
    });
    expect(status).toBe(200);
    expect(statements.map((sql) => sql.split(' ').slice(0, 3).join(' '))).toEqual([
      'INSERT INTO sign_in_throttle',
      'INSERT INTO login_attempt',
      'DELETE FROM login_attempt',
      'WITH family AS',
    ]);
  });
});
