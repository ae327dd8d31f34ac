import type { Account } from '@teleplan/proto/accounts';
import type { CredentialsChangedPayload } from '@teleplan/proto/events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { LiveRecord } from './live-record.ts';
import type { LiveSubscriber } from './live-subscriber.ts';
import { followRoom, followSector } from './viewer.ts';

const C = MessageCodes.notification;

/**
 * The browsers one replica serves, and the events it hands them: each event id once per replica, whether it came
 * by the broadcast (the fast path) or the catch-up from the history (the safety net), whichever is first.
 */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  /** Records handed out, by id, with when: kept `seenForMs`, longer than the catch-up reads back. */
  private readonly seen = new Map<string, { record: LiveRecord; at: number }>();
  private readonly seenForMs: number;
  private readonly now: () => number;

  constructor(options: { seenForMs: number; now: () => number }) {
    this.seenForMs = options.seenForMs;
    this.now = options.now;
  }

  add(subscriber: LiveSubscriber): void {
    this.subscribers.add(subscriber);
  }

  remove(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Offers `record` to every subscriber, unless this replica did already. */
  dispatch(record: LiveRecord): void {
    if (this.seen.has(record.event.id)) return;
    this.seen.set(record.event.id, { record, at: this.now() });
    for (const subscriber of this.subscribers) subscriber.offer(record);
  }

  /**
   * What this replica handed out that a browser replaying from `lastEventId` may have missed while it was away,
   * which the history may not hold yet (the broadcast outruns the durable consumer's record, and the catch-up
   * hands nothing out twice): the events after it, and those handed out from `marginMs` before it on (events
   * arrive in an order other than their own).
   */
  handedOutAfter(lastEventId: string, marginMs: number): LiveRecord[] {
    const from = this.seen.get(lastEventId)?.at;
    return [...this.seen.values()]
      .filter(
        ({ record: { event }, at }) =>
          event.id !== lastEventId &&
          (event.id > lastEventId || (from !== undefined && at >= from - marginMs)),
      )
      .map(({ record }) => record);
  }

  /** Forgets ids older than the catch-up can bring back. */
  forgetOld(): void {
    const before = this.now() - this.seenForMs;
    // Insertion order is arrival order: stop at the first recent one.
    for (const [id, { at }] of this.seen) {
      if (at >= before) break;
      this.seen.delete(id);
    }
  }

  followRoom(room: RoomSnapshot): void {
    for (const { viewer } of this.subscribers) followRoom(viewer, room);
  }

  followSector(sector: SectorSnapshot): void {
    for (const { viewer } of this.subscribers) followSector(viewer, sector);
  }

  /** An account changed: its subscribers end if it is disabled or no longer holds the role they follow in. */
  followAccount(account: Account): void {
    for (const subscriber of this.ofPerson(account.id)) {
      const { role } = subscriber.viewer;
      if (!account.enabled || !account.grantedRoles.includes(role)) {
        subscriber.end({ code: C.liveRevoked, message: 'This account may no longer act in this role' });
      }
    }
  }

  /** A credential changed: every sign-in session of the account ended but the one kept. */
  endSessions({ accountId, keepSessionId }: CredentialsChangedPayload): void {
    for (const subscriber of this.ofPerson(accountId)) {
      if (keepSessionId === null || subscriber.signInSession !== keepSessionId) {
        subscriber.end({ code: C.liveRevoked, message: 'This sign-in session has ended' });
      }
    }
  }

  /** Ends every subscriber (the service stops): they reconnect, to another replica if there is one. */
  endAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
  }

  private ofPerson(id: string): LiveSubscriber[] {
    return [...this.subscribers].filter((subscriber) => subscriber.viewer.id === id);
  }
}
