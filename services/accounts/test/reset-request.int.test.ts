import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundTasks } from '../src/domain/background-tasks.ts';
import { startAccounts, uniqueEmail, type Harness } from './harness.ts';

/** Background tasks held until the test runs them, to see what a request did before answering. */
class HeldTasks implements BackgroundTasks {
  readonly held: { name: string; task: () => Promise<void> }[] = [];
  run(name: string, task: () => Promise<void>): void {
    this.held.push({ name, task });
  }
  async runAll(): Promise<void> {
    for (const { task } of this.held.splice(0)) await task();
  }
  async flush(): Promise<void> {}
}

let h: Harness;
const tasks = new HeldTasks();
beforeAll(async () => {
  h = await startAccounts({}, undefined, { background: tasks });
});
afterAll(async () => h?.close());

describe('POST request-reset-password', () => {
  it('answers a known and an unknown email alike, before looking the email up', async () => {
    const known = await h.person(['DOCTOR']);
    const unknown = uniqueEmail('nobody');
    await h.runtime.ctx.mail.flush();
    const mails = h.mails.length;
    const before = await h.counts();

    const replies = [];
    for (const email of [known.email, unknown]) {
      const reply = await h.call('POST', '/request-reset-password', null, {
        email,
        captcha: await h.solvedCaptcha(),
      });
      replies.push({ status: reply.status, body: reply.body });
    }
    expect(replies[0]).toEqual({ status: 200, body: { status: 'ACCEPTED' } });
    expect(replies[1]).toEqual(replies[0]);
    // Both answers left the same single task behind and touched no account, link or mail yet.
    expect(tasks.held.map((task) => task.name)).toEqual(['reset-link', 'reset-link']);
    expect(await h.counts()).toEqual(before);
    expect(h.mails.length).toBe(mails);

    await tasks.runAll();
    await h.runtime.ctx.mail.flush();
    expect(h.mails.slice(mails).map((mail) => [mail.kind, mail.to])).toEqual([['reset', known.email]]);
    expect((await h.counts()).tokens).toBe(before.tokens + 1);
  });
});
