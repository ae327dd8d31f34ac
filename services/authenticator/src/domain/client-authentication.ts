import { grantErrors } from './grant-error.ts';
import { isServiceClient, type ServiceClients } from './service-clients.ts';

/** The clients the token endpoint knows: public ones (no secret: the SPA, the demo seeder) and service clients. */
export interface KnownClients {
  public: ReadonlySet<string>;
  services: ServiceClients;
}

/** Parses `AUTHENTICATOR_PUBLIC_CLIENTS`: client ids separated by commas. */
export function parsePublicClients(spec: string): ReadonlySet<string> {
  return new Set(
    spec
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}

export interface AuthenticatedClient {
  id: string;
  kind: 'public' | 'service';
}

/** `application/x-www-form-urlencoded` decoding, which HTTP Basic client credentials are encoded with first. */
function formDecoded(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** The id and secret of an `Authorization: Basic` header, or undefined when the header is not Basic. */
function basicCredentials(authorization: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S*)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) throw grantErrors.unknownClient();
  try {
    return { id: formDecoded(decoded.slice(0, colon)), secret: formDecoded(decoded.slice(colon + 1)) };
  } catch {
    throw grantErrors.unknownClient();
  }
}

/**
 * Who is asking for tokens: HTTP Basic credentials (RFC 6749 2.3.1), else the form's `client_id` (and
 * `client_secret`). A request may use one method only; a form `client_id` beside Basic must name the same client.
 * A public client presents no secret; a service client its own. Anything else is `invalid_client`.
 */
export function authenticateClient(
  clients: KnownClients,
  authorization: string | undefined,
  form: { client_id?: string; client_secret?: string },
): AuthenticatedClient {
  const basic = basicCredentials(authorization);
  if (basic && (form.client_secret !== undefined || (form.client_id && form.client_id !== basic.id)))
    throw grantErrors.twoClientAuthentications();
  const id = basic?.id ?? form.client_id;
  if (!id) throw grantErrors.missingField('client_id');
  const secret = basic ? basic.secret : (form.client_secret ?? '');
  // Every id pays the service secret's comparison, so timing tells nothing of which ids are service clients.
  if (isServiceClient(clients.services, id, secret)) return { id, kind: 'service' };
  if (clients.public.has(id) && !clients.services.has(id) && secret === '') return { id, kind: 'public' };
  throw grantErrors.unknownClient();
}
