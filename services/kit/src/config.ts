import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Reads the environment once against `schema` (defaults applied, strings converted to numbers and booleans)
 * and fails at start with the list of what is missing or wrong.
 */
export function loadConfig<T extends TObject>(
  schema: T,
  env: Record<string, string | undefined> = process.env,
): Static<T> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const raw = env[key];
    if (raw !== undefined && raw !== '') picked[key] = raw;
  }
  const value = Value.Convert(schema, Value.Default(schema, picked));
  if (!Value.Check(schema, value)) {
    const problems = Value.Errors(schema, value).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return value as Static<T>;
}
