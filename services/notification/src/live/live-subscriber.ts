import type { MessageCode } from '@teleplan/proto/message-codes';
import { jsonFor, type LiveRecord } from './live-record.ts';
import { mayView, type Viewer } from './visibility.ts';

export interface EndReason {
  code: MessageCode;
  message: string;
}

/** What replays a reconnecting browser's missed events: null when beyond the history's bound. */
export type ReplaySource = (lastEventId: string) => Promise<LiveRecord[] | null>;

/**
 * One browser following the feed (a STOMP subscription or an SSE stream): it is offered every event its replica
 * sees and sends those its viewer may see. While it replays what it missed, live events wait, then go out
 * after the replay without those it already sent.
 */
export abstract class LiveSubscriber {
  private identity: { viewer: Viewer; signInSession: string | null } | undefined;
  private waiting: LiveRecord[] | null = null;

  /** Who follows; set once admitted, before the subscriber joins the hub. */
  get viewer(): Viewer {
    if (!this.identity) throw new Error('live subscriber not admitted yet');
    return this.identity.viewer;
  }

  /** The sign-in session of its access token (`sid`), to end it when that session ends. */
  get signInSession(): string | null {
    return this.identity?.signInSession ?? null;
  }

  protected admitted(viewer: Viewer, signInSession: string | null): void {
    this.identity = { viewer, signInSession };
  }

  offer(record: LiveRecord): void {
    if (!mayView(this.viewer, record)) return;
    if (this.waiting) this.waiting.push(record);
    else this.send(record);
  }

  /** Sends what followed `lastEventId` (or a reload when it is too far), then the live events held meanwhile. */
  async replay(lastEventId: string, source: ReplaySource): Promise<void> {
    this.waiting = [];
    try {
      // The history unreadable now: the browser reloads rather than miss anything.
      const missed = await source(lastEventId).catch(() => null);
      const sent = new Set<string>();
      if (missed === null) this.sendReload();
      else {
        for (const record of missed) {
          if (!mayView(this.viewer, record)) continue;
          sent.add(record.event.id);
          this.send(record);
        }
      }
      for (const record of this.waiting) {
        if (!sent.has(record.event.id)) this.send(record);
      }
    } finally {
      this.waiting = null;
    }
  }

  private send(record: LiveRecord): void {
    this.sendEvent(record.event.id, jsonFor(this.viewer.role, record));
  }

  /** Sends one event: its id and its JSON (`LiveAppointmentEvent`). */
  abstract sendEvent(id: string, json: string): void;
  abstract sendReload(): void;
  /** Ends the connection, telling the browser why when there is a reason (none: the service stops). */
  abstract end(reason?: EndReason): void;
}
