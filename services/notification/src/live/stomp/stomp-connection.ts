import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { LIVE_APPOINTMENTS_DESTINATION, LIVE_LAST_EVENT_ID_HEADER } from '@teleplan/proto/live-feed';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { AppError } from '@teleplan/kit/errors';
import type { AccessClaims } from '@teleplan/proto/auth';
import { LiveSubscriber, type EndReason } from '../live-subscriber.ts';
import type { Viewer } from '../visibility.ts';
import {
  encodeFrame,
  HEART_BEAT,
  StompFrameError,
  StompFrameParser,
  type StompFrame,
} from './stomp-frame.ts';

const C = MessageCodes.notification;

/** What a connection needs from its endpoint. */
export interface StompConnectionDeps {
  /** Verifies the CONNECT frame's token and admits its viewer; throws an `AppError` to refuse. */
  admit(token: string | undefined): Promise<{ claims: AccessClaims; viewer: Viewer }>;
  subscribe(connection: StompConnection, lastEventId: string | undefined): void;
  unsubscribe(connection: StompConnection): void;
  now(): number;
  heartbeatMs: number;
  maxBufferedBytes: number;
  maxFrameBytes: number;
}

/** The MESSAGE frames of the event being dispatched, by subscription id. */
const lastFrames: { json: string; bySubscription: Map<string, Buffer> } = {
  json: '',
  bySubscription: new Map(),
};

/** WebSocket close codes: why the server ended the connection. */
const CLOSE = { normal: 1000, goingAway: 1001, protocol: 1002, policy: 1008 } as const;

/** The token of a CONNECT frame: `Authorization: Bearer …`, else `access-token`, else STOMP's `passcode`. */
export function tokenOf(headers: Record<string, string>): string | undefined {
  const authorization = headers.Authorization ?? headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? headers['access-token'] ?? headers.passcode;
}

/** "cx,cy" as two integers, 0,0 when absent or malformed. */
function heartBeatOf(header: string | undefined): [number, number] {
  const match = header?.match(/^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/);
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

/**
 * One STOMP 1.2 session over one WebSocket: CONNECT with the access token, one subscription to the user's
 * destination, heart-beats both ways, RECEIPTs, an ERROR frame and a close on anything refused.
 */
export class StompConnection extends LiveSubscriber {
  readonly ws: WebSocket;
  private readonly deps: StompConnectionDeps;
  private readonly parser: StompFrameParser;
  private readonly openedAt: number;
  private lastReceivedAt: number;
  private lastSentAt: number;
  /** Heart-beat periods negotiated at CONNECT (0: none). */
  private sendEveryMs = 0;
  private expectEveryMs = 0;
  private tokenExpiresAt = Number.POSITIVE_INFINITY;
  private subscription: string | null = null;
  private connectLastEventId: string | undefined;
  private state: 'connecting' | 'connected' | 'closed' = 'connecting';
  /** Answered the last WebSocket ping. */
  alive = true;
  /** Frames are handled one at a time (CONNECT awaits the token check). */
  private queue: Promise<void> = Promise.resolve();

  constructor(ws: WebSocket, deps: StompConnectionDeps) {
    super();
    this.ws = ws;
    this.deps = deps;
    this.parser = new StompFrameParser({ maxFrameBytes: deps.maxFrameBytes });
    this.openedAt = this.lastReceivedAt = this.lastSentAt = deps.now();
    ws.on('message', (data: Buffer) => this.received(data));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.closed());
    ws.on('error', () => this.closed());
  }

  /** Heart-beats, dead peers and expired tokens, checked by the endpoint's sweep. */
  sweep(now: number, connectTimeoutMs: number): void {
    if (this.state === 'connecting' && now - this.openedAt > connectTimeoutMs) return this.terminate();
    if (this.state !== 'connected') return;
    if (now >= this.tokenExpiresAt) {
      return this.end({ code: MessageCodes.common.tokenExpired, message: 'Token expired' });
    }
    // STOMP 1.2: a peer silent for more than twice its period (with some tolerance) is dead.
    if (this.expectEveryMs > 0 && now - this.lastReceivedAt > this.expectEveryMs * 2) return this.terminate();
    if (this.sendEveryMs > 0 && now - this.lastSentAt >= this.sendEveryMs) this.write(HEART_BEAT);
  }

  override sendEvent(id: string, json: string): void {
    if (this.subscription === null) return;
    // One dispatch sends the same frame to every socket with the same subscription id (the client library's
    // `sub-0`, mostly): encoded once.
    if (lastFrames.json !== json) Object.assign(lastFrames, { json, bySubscription: new Map() });
    let frame = lastFrames.bySubscription.get(this.subscription);
    if (!frame) {
      frame = Buffer.from(this.messageFrame(id, 'event', json));
      lastFrames.bySubscription.set(this.subscription, frame);
    }
    this.write(frame);
  }

  override sendReload(): void {
    if (this.subscription === null) return;
    this.write(this.messageFrame(`reload-${randomUUID()}`, 'reload', JSON.stringify({ reload: true })));
  }

  override end(reason?: EndReason): void {
    if (this.state === 'closed') return;
    if (reason) {
      this.write(
        encodeFrame(
          'ERROR',
          { message: reason.message, 'content-type': 'application/json' },
          JSON.stringify({ messageCode: reason.code, message: reason.message }),
        ),
      );
    }
    const code = !reason ? CLOSE.goingAway : reason.code === C.liveBadFrame ? CLOSE.protocol : CLOSE.policy;
    this.closed();
    this.ws.close(code);
  }

  terminate(): void {
    this.closed();
    this.ws.terminate();
  }

  private messageFrame(id: string, kind: 'event' | 'reload', body: string): string {
    return encodeFrame(
      'MESSAGE',
      {
        subscription: this.subscription!,
        'message-id': id,
        destination: LIVE_APPOINTMENTS_DESTINATION,
        'content-type': 'application/json',
        'live-kind': kind,
      },
      body,
    );
  }

  private write(text: string | Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    // A reader this far behind would only fall further: it reconnects and replays from the history.
    if (this.ws.bufferedAmount > this.deps.maxBufferedBytes) return this.terminate();
    this.ws.send(text);
    this.lastSentAt = this.deps.now();
  }

  private received(data: Buffer): void {
    this.lastReceivedAt = this.deps.now();
    if (this.state === 'closed') return;
    let frames: StompFrame[];
    try {
      frames = this.parser.push(data);
    } catch (error) {
      const message = error instanceof StompFrameError ? error.message : 'malformed frame';
      return this.end({ code: C.liveBadFrame, message });
    }
    for (const frame of frames) {
      this.queue = this.queue.then(() => this.handle(frame)).catch(() => this.terminate());
    }
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    if (this.state === 'connecting') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') {
        return this.end({ code: C.liveBadFrame, message: 'CONNECT first' });
      }
      return this.connect(frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        if (frame.headers.destination !== LIVE_APPOINTMENTS_DESTINATION || !frame.headers.id) {
          return this.end({ code: C.liveBadFrame, message: `Subscribe to ${LIVE_APPOINTMENTS_DESTINATION}` });
        }
        this.subscription = frame.headers.id;
        this.deps.subscribe(this, frame.headers[LIVE_LAST_EVENT_ID_HEADER] ?? this.connectLastEventId);
        break;
      case 'UNSUBSCRIBE':
        if (frame.headers.id === this.subscription) {
          this.subscription = null;
          this.deps.unsubscribe(this);
        }
        break;
      case 'DISCONNECT':
        this.receipt(frame);
        this.closed();
        this.ws.close(CLOSE.normal);
        return;
      case 'ACK':
      case 'NACK':
        break;
      default:
        return this.end({ code: C.liveBadFrame, message: `${frame.command} is not taken here` });
    }
    this.receipt(frame);
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      return this.end({ code: C.liveBadFrame, message: 'Only STOMP 1.2 is spoken here' });
    }
    let admitted: Awaited<ReturnType<StompConnectionDeps['admit']>>;
    try {
      admitted = await this.deps.admit(tokenOf(frame.headers));
    } catch (error) {
      if (error instanceof AppError) return this.end({ code: error.messageCode, message: error.message });
      throw error;
    }
    if (this.state === 'closed') return;
    this.admitted(admitted.viewer, admitted.claims.sid ?? null);
    this.tokenExpiresAt = admitted.claims.exp * 1000;
    this.connectLastEventId = frame.headers[LIVE_LAST_EVENT_ID_HEADER];
    const [clientSends, clientWants] = heartBeatOf(frame.headers['heart-beat']);
    const period = this.deps.heartbeatMs;
    this.sendEveryMs = clientWants > 0 ? Math.max(period, clientWants) : 0;
    this.expectEveryMs = clientSends > 0 ? Math.max(period, clientSends) : 0;
    this.state = 'connected';
    this.write(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${period},${period}`,
        server: 'teleplan-notification',
        'user-name': admitted.viewer.id,
      }),
    );
    this.receipt(frame);
  }

  private receipt(frame: StompFrame): void {
    const id = frame.headers.receipt;
    if (id !== undefined) this.write(encodeFrame('RECEIPT', { 'receipt-id': id }));
  }

  private closed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.deps.unsubscribe(this);
  }
}
