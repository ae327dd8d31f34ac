import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MailDispatcher, outboxMailer } from './mailer.ts';
import { activationMail } from './templates.ts';

function recordingLogger() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (details: Record<string, unknown>, message: string) =>
    lines.push({ level, details, message });
  const logger = { info: at('info'), error: at('error'), warn: at('warn') } as unknown as FastifyBaseLogger;
  return { lines, logger };
}

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('writes the message as .eml and .json and logs the link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-outbox-'));
    dirs.push(dir);
    const { lines, logger } = recordingLogger();
    const mail = activationMail(
      { firstName: 'Léo', lastName: 'Roy', email: 'leo.roy@exemple.fr' },
      'http://x/#/initiate-account?token=abc',
      24,
    );
    await outboxMailer(
      { smtpUrl: '', from: 'Teleplan <no-reply@teleplan.local>', outboxDir: path.join(dir, 'out') },
      logger,
    ).send(mail);
    const files = (await readdir(path.join(dir, 'out'))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/-activation-leo\.roy@exemple\.fr\.eml$/);
    const eml = await readFile(path.join(dir, 'out', files[0]!), 'utf8');
    expect(eml).toContain('To: leo.roy@exemple.fr');
    const json = JSON.parse(await readFile(path.join(dir, 'out', files[1]!), 'utf8'));
    expect(json).toMatchObject({
      to: 'leo.roy@exemple.fr',
      link: 'http://x/#/initiate-account?token=abc',
      kind: 'activation',
    });
    expect(lines.find((l) => l.level === 'info')?.details.link).toBe('http://x/#/initiate-account?token=abc');
  });
});

describe('MailDispatcher', () => {
  it('logs a failed send instead of throwing, and flush waits for sends under way', async () => {
    const { lines, logger } = recordingLogger();
    const dispatcher = new MailDispatcher(
      { send: async () => Promise.reject(new Error('SMTP down')) },
      logger,
    );
    dispatcher.dispatch(activationMail({ firstName: 'A', lastName: 'B', email: 'a@b.fr' }, 'http://x', 24));
    await dispatcher.flush();
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: 'mail not sent' })]);
  });
});
