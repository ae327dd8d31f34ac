import type { AccessClaims } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Role } from '@teleplan/proto/roles';
import { forbidden } from '../errors.ts';

/** The person behind a request, acting in the current role of their access token. */
export interface Actor {
  id: string;
  role: Role;
}

/**
 * The actor of an authenticated request. Its route's role guard already excluded SERVICE tokens; a route that
 * forgot one still answers 403 rather than act as a person named by a service.
 */
export function actorOf(request: { user: AccessClaims }): Actor {
  const { sub, role } = request.user;
  if (role === 'SERVICE') throw forbidden(MessageCodes.common.forbidden, 'A person is required');
  return { id: sub, role };
}

/** The sign-in session the request's access token was issued in (`sid`), null for tokens without one. */
export function sessionOf(request: { user: AccessClaims }): string | null {
  return request.user.sid ?? null;
}

/** OpenAPI `security` of the routes that take a bearer access token. */
export const bearer = [{ bearer: [] }];
