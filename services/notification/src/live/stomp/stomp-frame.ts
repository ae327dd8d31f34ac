/**
 * A STOMP 1.2 frame codec (https://stomp.github.io/stomp-specification-1.2.html), server side: what a browser's
 * `@stomp/stompjs` sends and reads. Written here because no maintained server-side STOMP library for Node fits;
 * it covers what the live feed uses: commands, escaped headers (none in CONNECT and CONNECTED), bodies by
 * `content-length` or up to the NUL, and heart-beat EOLs between frames.
 */

export interface StompFrame {
  command: string;
  /** The first occurrence of each header wins (STOMP 1.2). */
  headers: Record<string, string>;
  body: string;
}

export class StompFrameError extends Error {}

const NUL = 0;
const LF = 10;
const CR = 13;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const ESCAPES: Record<string, string> = { '\\r': '\r', '\\n': '\n', '\\c': ':', '\\\\': '\\' };
const unescapeHeader = (text: string) =>
  text.replace(/\\(.)?/g, (sequence) => {
    const plain = ESCAPES[sequence];
    if (plain === undefined)
      throw new StompFrameError(`undefined escape sequence ${JSON.stringify(sequence)}`);
    return plain;
  });
const escapeHeader = (text: string) =>
  text.replace(/[\\\r\n:]/g, (c) => ({ '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' })[c]!);

/** Frames whose headers are never escaped (kept compatible with STOMP 1.0 peers). */
const RAW_HEADERS = new Set(['CONNECT', 'CONNECTED']);

/** The wire text of a frame; `content-length` is added for a body. */
export function encodeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const escape = RAW_HEADERS.has(command) ? (text: string) => text : escapeHeader;
  let text = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) text += `${escape(name)}:${escape(value)}\n`;
  if (body) text += `content-length:${Buffer.byteLength(body)}\n`;
  return `${text}\n${body}\0`;
}

/** The heart-beat a peer sends when it has nothing else to say. */
export const HEART_BEAT = '\n';

export interface FrameParserLimits {
  /** Largest frame (headers and body) accepted, in bytes. */
  maxFrameBytes: number;
}

/**
 * Cuts a connection's incoming bytes into frames, whatever the WebSocket messages' boundaries. `push` returns
 * the frames completed (heart-beat EOLs between frames are skipped); it throws `StompFrameError` on a malformed
 * or too large frame, after which the connection is to be closed.
 */
export class StompFrameParser {
  private buffer = Buffer.alloc(0);
  private readonly limits: FrameParserLimits;

  constructor(limits: FrameParserLimits) {
    this.limits = limits;
  }

  push(chunk: Buffer | string): StompFrame[] {
    this.buffer = Buffer.concat([this.buffer, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
    const frames: StompFrame[] = [];
    for (;;) {
      this.skipHeartBeats();
      const frame = this.next();
      if (!frame) break;
      frames.push(frame);
    }
    if (this.buffer.length > this.limits.maxFrameBytes) throw new StompFrameError('frame too large');
    return frames;
  }

  private skipHeartBeats(): void {
    let start = 0;
    while (start < this.buffer.length && (this.buffer[start] === LF || this.buffer[start] === CR)) start++;
    if (start > 0) this.buffer = this.buffer.subarray(start);
  }

  private next(): StompFrame | undefined {
    const headEnd = this.headEnd();
    if (headEnd === undefined) return undefined;
    const lines = decode(this.buffer.subarray(0, headEnd.at)).split(/\r?\n/);
    const command = lines[0]!;
    if (!/^[A-Z]+$/.test(command)) throw new StompFrameError('malformed command');
    const unescape = RAW_HEADERS.has(command) ? (text: string) => text : unescapeHeader;
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompFrameError('malformed header');
      const name = unescape(line.slice(0, colon));
      if (!(name in headers)) headers[name] = unescape(line.slice(colon + 1));
    }
    const bodyStart = headEnd.at + headEnd.length;
    const declared = headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new StompFrameError('malformed content-length');
      bodyEnd = bodyStart + Number(declared);
      if (bodyEnd > this.limits.maxFrameBytes) throw new StompFrameError('frame too large');
      if (this.buffer.length <= bodyEnd) return undefined;
      if (this.buffer[bodyEnd] !== NUL) throw new StompFrameError('frame not ended by NUL');
    } else {
      bodyEnd = this.buffer.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return undefined;
    }
    const body = decode(this.buffer.subarray(bodyStart, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { command, headers, body };
  }

  /** Where the headers end (the empty line), if they have all arrived. */
  private headEnd(): { at: number; length: number } | undefined {
    for (let i = this.buffer.indexOf(LF); i >= 0; i = this.buffer.indexOf(LF, i + 1)) {
      if (this.buffer[i + 1] === LF) return { at: i, length: 2 };
      if (this.buffer[i + 1] === CR && this.buffer[i + 2] === LF) return { at: i, length: 3 };
    }
    if (this.buffer.indexOf(NUL) >= 0) throw new StompFrameError('frame ended before its headers');
    return undefined;
  }
}

/** UTF-8 text; invalid bytes (a lone surrogate's encoding included) and NUL inside text are refused. */
function decode(bytes: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new StompFrameError('invalid UTF-8');
  }
  if (text.includes('\0')) throw new StompFrameError('NUL in text');
  return text;
}
