import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '@teleplan/proto/auth';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { actorOf, sessionOf } from './actor.ts';

const claims = (over: Partial<AccessClaims>): AccessClaims => ({
  sub: 'person-1',
  role: 'DOCTOR',
  authorities: ['DOCTOR'],
  exp: 1_800_000_000,
  ...over,
});

describe('actorOf', () => {
  it('names the person and the current role of the token', () => {
    expect(actorOf({ user: claims({ role: 'ROOM_MANAGER' }) })).toEqual({
      id: 'person-1',
      role: 'ROOM_MANAGER',
    });
  });

  it('refuses a SERVICE token with 403 rather than act as a person', () => {
    expect(() => actorOf({ user: claims({ sub: 'service:schedule', role: 'SERVICE' }) })).toThrow(
      expect.objectContaining({ statusCode: 403, messageCode: MessageCodes.common.forbidden }),
    );
  });
});

describe('sessionOf', () => {
  it('gives the sign-in session of the token, null without one', () => {
    expect(sessionOf({ user: claims({ sid: 'session-1' }) })).toBe('session-1');
    expect(sessionOf({ user: claims({}) })).toBeNull();
  });
});
