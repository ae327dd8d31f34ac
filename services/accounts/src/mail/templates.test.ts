import { describe, expect, it } from 'vitest';
import { activationMail, emailChangedMail, mailLink, resetMail } from './templates.ts';

const person = { firstName: 'Zoé', lastName: "O'Brien <b>", email: 'zoe@exemple.fr' };

describe('mail templates', () => {
  it('builds the SPA hash links with the token encoded', () => {
    expect(mailLink('http://localhost:3000/', 'initiate-account', 'a+b/c')).toBe(
      'http://localhost:3000/#/initiate-account?token=a%2Bb%2Fc',
    );
    expect(mailLink('https://teleplan.fr', 'reset-account', 'abc')).toBe(
      'https://teleplan.fr/#/reset-account?token=abc',
    );
  });

  it('writes the activation mail in French with the link and its 24-hour validity', () => {
    const mail = activationMail(person, 'http://x/#/initiate-account?token=t', 24);
    expect(mail.subject).toBe('Teleplan : activez votre compte');
    expect(mail.text).toContain('Bonjour Zoé');
    expect(mail.text).toContain('valable 24 heures');
    expect(mail.text).toContain('http://x/#/initiate-account?token=t');
    expect(mail.html).toContain('href="http://x/#/initiate-account?token=t"');
  });

  it('writes the email-changed notice in French to the old address, naming the new one, without link', () => {
    const mail = emailChangedMail(person, 'nouvelle@exemple.fr');
    expect(mail).toMatchObject({ kind: 'email-changed', to: 'zoe@exemple.fr' });
    expect(mail.text).toContain('remplacée par nouvelle@exemple.fr');
    expect(mail.link).toBeUndefined();
    expect(mail.html).not.toContain('href=');
  });

  it('escapes names in the HTML part', () => {
    const mail = resetMail(person, 'http://x/#/reset-account?token=t', 24);
    expect(mail.html).toContain('O&#39;Brien &#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
  });
});
