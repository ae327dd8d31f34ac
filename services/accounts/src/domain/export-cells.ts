import { ROLE_LABELS, type Role } from '@teleplan/proto/roles';

export { neutraliseFormula } from '@teleplan/kit/csv/formula-cells';

/** DD-MM-YYYY HH:mm in `zone`. */
export function creationDateFormatter(zone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (date) => {
    const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
    return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
  };
}

/** A French number in the national format (06 12 34 56 78); any other number as stored. */
export function nationalPhone(phone: string | null): string {
  if (!phone) return '';
  const compact = phone.replace(/[\s.\-()]/g, '');
  const national = /^\+33\d{9}$/.test(compact)
    ? `0${compact.slice(3)}`
    : /^0033\d{9}$/.test(compact)
      ? `0${compact.slice(4)}`
      : compact;
  return /^0\d{9}$/.test(national) ? national.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;
}

/** The staff roles' French labels (PATIENT is never shown as a role), comma-separated. */
export function roleLabels(roles: readonly Role[] | null): string {
  return (roles ?? [])
    .filter((role) => role !== 'PATIENT')
    .map((role) => ROLE_LABELS.fr[role])
    .join(', ');
}

/** The account's state; a profile without account (a patient) says so rather than "Inactif". */
export function statusLabel(enabled: boolean | null): string {
  if (enabled === null) return 'Sans compte';
  return enabled ? 'Actif' : 'Inactif';
}
