import { describe, expect, it } from 'vitest';
import { formatWhen, writeMessage, type MessageFacts } from './message-texts.ts';

const facts: MessageFacts = {
  firstName: 'Jeanne',
  ...formatWhen(new Date('2030-03-12T14:00:00Z'), 'Europe/Paris', 'fr'),
  zone: 'Europe/Paris',
  roomName: 'Salle <Bleue>',
  place: '12 rue de la Gare, Troyes',
  videoUrl: 'https://visio.test/bleue',
  satisfactionUrl: null,
};

describe('writeMessage', () => {
  it('writes the French confirmation with the time in the zone, the room, the address and the video link', () => {
    const message = writeMessage('BOOKING_CONFIRMATION', 'fr', facts);
    expect(message.subject).toBe('Votre téléconsultation est confirmée');
    expect(message.text).toContain('le mardi 12 mars 2030 à 15:00 (Europe/Paris)');
    expect(message.text).toContain('Adresse : 12 rue de la Gare, Troyes');
    expect(message.text).toContain('Lien vidéo : https://visio.test/bleue');
    expect(message.html).toContain('Salle &#60;Bleue&#62;');
    expect(message.sms).toContain('https://visio.test/bleue');
  });

  it('writes English for an English reader', () => {
    const english = { ...facts, ...formatWhen(new Date('2030-03-12T14:00:00Z'), 'Europe/Paris', 'en') };
    expect(writeMessage('REMINDER', 'en', english).text).toContain(
      'Reminder: your teleconsultation is tomorrow, Tuesday, 12 March 2030 at 15:00 (Europe/Paris).',
    );
  });

  it('gives no video link in a cancellation, and the form link in the satisfaction message', () => {
    expect(writeMessage('BOOKING_CANCELLATION', 'fr', facts).text).not.toContain('visio');
    const satisfaction = writeMessage('SATISFACTION', 'fr', {
      ...facts,
      satisfactionUrl: 'https://t/f#/?token=x',
    });
    expect(satisfaction.sms).toContain('https://t/f#/?token=x');
    expect(satisfaction.text).not.toContain('visio');
  });
});
