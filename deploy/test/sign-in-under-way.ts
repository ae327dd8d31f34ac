import { request } from 'node:http';
import { passwordGrant } from '../bench/requests.ts';

export interface SignInUnderWay {
  /** Sends the rest of the body and resolves with the answer (status 0 when the connection failed). */
  finish(): Promise<{ status: number; body: object }>;
}

/**
 * A sign-in that the platform has surely started answering: its headers and half its body are sent (the
 * server tracks a request from its headers on) and it waits `settleMs` before returning, so a signal sent
 * next arrives while the request is under way however slow the machine; `finish()` sends the rest.
 */
export async function startSignIn(origin: string, settleMs = 300): Promise<SignInUnderWay> {
  const grant = passwordGrant(origin);
  const body = Buffer.from(grant.body!);
  const half = Math.floor(body.length / 2);
  let rest: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: object }>((resolve) => {
    const sent = request(
      grant.url,
      { method: 'POST', headers: { ...grant.headers, 'content-length': String(body.length) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as object });
          } catch {
            resolve({ status: response.statusCode ?? 0, body: { text } });
          }
        });
      },
    );
    sent.on('error', (error) => resolve({ status: 0, body: { failed: String(error) } }));
    sent.write(body.subarray(0, half));
    rest = () => sent.end(body.subarray(half));
  });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return {
    finish: () => {
      rest();
      return answer;
    },
  };
}
