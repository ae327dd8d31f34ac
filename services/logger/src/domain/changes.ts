import type { AuditChange } from '@teleplan/proto/logger';

/** How a field of a snapshot is written in the trail: with its values, or by its name alone. */
export type FieldRule<T> =
  | { field: string; value: (snapshot: T) => string | null }
  | { field: string; nameOnly: (snapshot: T) => unknown };

const text = (value: unknown) => JSON.stringify(value ?? null);

/**
 * The changes from `before` (absent: nothing before, a creation) to `after` for each rule. A field recorded by
 * name alone (a profile's contact, a room's address) says that it changed, never what it holds.
 */
export function fieldChanges<T>(
  before: T | undefined,
  after: T,
  rules: readonly FieldRule<T>[],
): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const rule of rules) {
    if ('value' in rule) {
      const old = before === undefined ? null : rule.value(before);
      const now = rule.value(after);
      if (old !== now) changes.push({ field: rule.field, before: old, after: now });
    } else if (before !== undefined && text(rule.nameOnly(before)) !== text(rule.nameOnly(after))) {
      changes.push({ field: rule.field, before: null, after: null });
    }
  }
  return changes;
}

/** One change per member added to (`after` set) or removed from (`before` set) a list, e.g. a room's staff. */
export function memberChanges(
  field: string,
  before: readonly string[],
  after: readonly string[],
): AuditChange[] {
  const removed = before.filter((id) => !after.includes(id));
  const added = after.filter((id) => !before.includes(id));
  return [
    ...removed.map((id) => ({ field, before: id, after: null })),
    ...added.map((id) => ({ field, before: null, after: id })),
  ];
}

export const flag = (value: boolean) => (value ? 'true' : 'false');
/** A set of roles as one value, in a stable order. */
export const roleList = (roles: readonly string[]) => [...roles].sort().join(',');
