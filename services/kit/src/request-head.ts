import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { ErrorBody } from '@teleplan/proto/errors';

/**
 * How many bytes the request line and headers may take together (Node's default is 16 KiB). A list query
 * takes up to 500 ids as repeated keys, about 47 bytes each (`doctorIds=<uuid>&`): 16 KiB stopped near 340, so
 * the limit leaves room for two full lists plus a token and cookies. Every process (gateway, services,
 * standalone) has the same, so what passes the gateway passes the service.
 */
export const REQUEST_HEAD_MAX_BYTES = 64 * 1024;

function answerOf(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: {
        messageCode: MessageCodes.common.headersTooLarge,
        message: `The request line and headers exceed ${REQUEST_HEAD_MAX_BYTES} bytes`,
      },
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      body: { messageCode: MessageCodes.common.validation, message: 'Request not received in time' },
    };
  return {
    status: 400,
    body: { messageCode: MessageCodes.common.validation, message: 'Malformed HTTP request' },
  };
}

/**
 * Fastify's `clientErrorHandler`: a request Node refuses before any route sees it (head too large, malformed,
 * too slow) is answered in the one error shape with a messageCode, as every other refusal is, then the
 * connection is closed (Node cannot read on after such an error).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, body } = answerOf(error.code);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
