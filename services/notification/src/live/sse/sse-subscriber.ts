import type { ServerResponse } from 'node:http';
import { LiveSubscriber, type EndReason } from '../live-subscriber.ts';
import type { Viewer } from '../visibility.ts';

/**
 * One server-sent events stream: each event a `message` with its id (the `Last-Event-ID` a reconnection sends),
 * `event: reload` beyond the history, `event: live-error` with `{ messageCode, message }` before an end it
 * explains, comment lines as heart-beats.
 */
export class SseSubscriber extends LiveSubscriber {
  private readonly response: ServerResponse;
  private readonly maxBufferedBytes: number;
  readonly tokenExpiresAt: number;
  private ended = false;

  constructor(
    response: ServerResponse,
    identity: { viewer: Viewer; signInSession: string | null; tokenExpiresAt: number },
    maxBufferedBytes: number,
  ) {
    super();
    this.admitted(identity.viewer, identity.signInSession);
    this.tokenExpiresAt = identity.tokenExpiresAt;
    this.response = response;
    this.maxBufferedBytes = maxBufferedBytes;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  override sendEvent(id: string, json: string): void {
    this.write(`id: ${id}\ndata: ${json}\n\n`);
  }

  override sendReload(): void {
    this.write(`event: reload\ndata: ${JSON.stringify({ reload: true })}\n\n`);
  }

  heartBeat(): void {
    this.write(':\n\n');
  }

  override end(reason?: EndReason): void {
    if (this.ended) return;
    if (reason) {
      this.write(
        `event: live-error\ndata: ${JSON.stringify({ messageCode: reason.code, message: reason.message })}\n\n`,
      );
    }
    this.ended = true;
    this.response.end();
  }

  /** The stream closed by the browser or the network. */
  gone(): void {
    this.ended = true;
  }

  private write(text: string): void {
    if (this.ended) return;
    // Too far behind: dropped; the browser reconnects with a new ticket and replays.
    if (this.response.writableLength > this.maxBufferedBytes) {
      this.ended = true;
      this.response.destroy();
      return;
    }
    this.response.write(text);
  }
}
