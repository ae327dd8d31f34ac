/** Control characters that an iCalendar TEXT value cannot hold (RFC 5545 TSAFE-CHAR), line breaks aside. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g;

/**
 * A TEXT value as RFC 5545 (3.3.11) writes it: backslash, semicolon and comma escaped, every line break as `\n`,
 * other control characters dropped. Every text that comes from a user (a room's or a doctor's name) goes through
 * here: a raw line break would start a property, or a whole event, of its own.
 */
export function escapeText(value: string): string {
  return value
    .replace(CONTROLS, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Content lines are at most 75 octets; longer ones go on in lines starting with a space (RFC 5545 3.1). */
const MAX_OCTETS = 75;

/** One content line folded at 75 octets, never inside a UTF-8 character, ending with CRLF. */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_OCTETS) {
      out += '\r\n ';
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return `${out}\r\n`;
}

/** An instant as an iCalendar UTC DATE-TIME: `20261123T090000Z`. */
export function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
