import type { AccessClaims } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { forbidden } from '@teleplan/kit/errors';
import type { Actor } from '../domain/permissions.ts';

/** The person behind an authenticated request (its route's role guard already excluded SERVICE tokens). */
export function actorOf(request: { user: AccessClaims }): Actor {
  const { sub, role } = request.user;
  if (role === 'SERVICE') throw forbidden(MessageCodes.common.forbidden, 'A person is required');
  return { id: sub, role };
}

/** The sign-in session the request's access token was issued in (`sid`), null for tokens without one. */
export function sessionOf(request: { user: AccessClaims }): string | null {
  return request.user.sid ?? null;
}

export const bearer = [{ bearer: [] }];
