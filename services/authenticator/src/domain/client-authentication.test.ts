import { describe, expect, it } from 'vitest';
import { authenticateClient, parsePublicClients } from './client-authentication.ts';
import { parseServiceClients } from './service-clients.ts';

const clients = {
  public: parsePublicClients(' teleplan-web, ,desktop-app '),
  services: parseServiceClients('billing:s3cret:with%colon'),
};
const basic = (raw: string) => `Basic ${Buffer.from(raw).toString('base64')}`;

describe('client authentication', () => {
  it('reads HTTP Basic credentials form-decoded, as RFC 6749 encodes them', () => {
    expect(authenticateClient(clients, basic('billing:s3cret%3Awith%25colon'), {})).toEqual({
      id: 'billing',
      kind: 'service',
    });
  });

  it('takes the form client_id of a public client without secret', () => {
    expect(authenticateClient(clients, undefined, { client_id: 'desktop-app' })).toEqual({
      id: 'desktop-app',
      kind: 'public',
    });
    expect(authenticateClient(clients, basic('teleplan-web:'), {})).toEqual({
      id: 'teleplan-web',
      kind: 'public',
    });
  });

  it('refuses unknown ids, wrong secrets and undecodable credentials as invalid_client', () => {
    for (const attempt of [
      () => authenticateClient(clients, undefined, { client_id: 'nope' }),
      () => authenticateClient(clients, undefined, { client_id: 'billing', client_secret: 'wrong' }),
      () => authenticateClient(clients, basic('billing:%E0%A4%A'), {}),
      () => authenticateClient(clients, basic(':secret'), {}),
    ])
      expect(attempt).toThrow(expect.objectContaining({ statusCode: 401, oauthError: 'invalid_client' }));
  });

  it('asks for a client_id when none is given', () => {
    expect(() => authenticateClient(clients, undefined, {})).toThrow(
      expect.objectContaining({ statusCode: 400, oauthError: 'invalid_request' }),
    );
  });
});
