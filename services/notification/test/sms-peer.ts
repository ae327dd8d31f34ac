import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  authorization: string | undefined;
  body: { sender: string; recipient: string; message: string };
}

/** A local HTTP SMS gateway: keeps what it receives and answers the statuses queued in `answers` (then 200). */
export class SmsPeer {
  readonly received: ReceivedSms[] = [];
  readonly answers: number[] = [];
  private readonly server: Server;
  url = '';

  constructor() {
    this.server = createServer((request, response) => {
      void readJson(request).then((body) => {
        const status = this.answers.shift() ?? 200;
        if (status < 300)
          this.received.push({
            authorization: request.headers.authorization,
            body: body as ReceivedSms['body'],
          });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
