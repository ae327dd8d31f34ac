import { describe, expect, it } from 'vitest';
import { encodeFrame, StompFrameError, StompFrameParser } from './stomp-frame.ts';

const parser = () => new StompFrameParser({ maxFrameBytes: 1024 });

describe('the STOMP frame codec', () => {
  it('reads frames split across messages, with heart-beat EOLs between them', () => {
    const p = parser();
    expect(p.push('\n\r\nCONNECT\naccept-version:1.2\nhost:x\n\n')).toEqual([]);
    expect(p.push('\0\nSUBSCRIBE\nid:sub-0\ndestination:/user/queue/appointments\n\n\0\n')).toEqual([
      { command: 'CONNECT', headers: { 'accept-version': '1.2', host: 'x' }, body: '' },
      {
        command: 'SUBSCRIBE',
        headers: { id: 'sub-0', destination: '/user/queue/appointments' },
        body: '',
      },
    ]);
  });

  it('reads a body by its content-length in bytes, and keeps the first of repeated headers', () => {
    const body = 'aé\n';
    const frame = `SEND\ndestination:/x\ndestination:/y\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`;
    expect(parser().push(frame)).toEqual([
      { command: 'SEND', headers: { destination: '/x', 'content-length': '4' }, body },
    ]);
  });

  it('refuses a NUL inside a body, as any text of the platform', () => {
    expect(() => parser().push('SEND\ncontent-length:3\n\na\0b\0')).toThrow(/NUL/);
  });

  it('unescapes headers except in CONNECT, and refuses an undefined escape', () => {
    expect(parser().push('SUBSCRIBE\nid:a\\cb\\\\c\\n\n\n\0')[0]!.headers.id).toBe('a:b\\c\n');
    expect(parser().push('CONNECT\npasscode:a\\cb\n\n\0')[0]!.headers.passcode).toBe('a\\cb');
    expect(() => parser().push('SUBSCRIBE\nid:a\\tb\n\n\0')).toThrow(StompFrameError);
  });

  it('refuses malformed frames, invalid UTF-8 and frames beyond the size limit', () => {
    expect(() => parser().push('connect\n\n\0')).toThrow(/command/);
    expect(() => parser().push('SUBSCRIBE\nno-colon\n\n\0')).toThrow(/header/);
    expect(() => parser().push(Buffer.from([...Buffer.from('SEND\n\n'), 0xed, 0xa0, 0x80, 0]))).toThrow(
      /UTF-8/,
    );
    expect(() => parser().push(`SEND\n\n${'x'.repeat(2000)}`)).toThrow(/too large/);
    expect(() => parser().push('SEND\ncontent-length:2000\n\n')).toThrow(/too large/);
    expect(() => parser().push('SEND\ncontent-length:1\n\nab\0')).toThrow(/NUL/);
  });

  it('writes escaped headers (raw in CONNECTED) and the body length in bytes', () => {
    expect(encodeFrame('MESSAGE', { 'message-id': 'a:b\nc' }, 'é')).toBe(
      'MESSAGE\nmessage-id:a\\cb\\nc\ncontent-length:2\n\né\0',
    );
    expect(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0',
    );
  });

  it('reads back what it writes', () => {
    const text = encodeFrame('ERROR', { message: 'bad: token\\x' }, '{"a":"\\u00e9"}');
    expect(parser().push(text)).toEqual([
      {
        command: 'ERROR',
        headers: { message: 'bad: token\\x', 'content-length': '14' },
        body: '{"a":"\\u00e9"}',
      },
    ]);
  });
});
