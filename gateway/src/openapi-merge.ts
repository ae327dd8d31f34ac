/** The parts of an OpenAPI 3 document the merge reads and writes. */
export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

export interface ServiceDocument {
  /** The base path the document was read from, e.g. `accounts`. */
  base: string;
  /** Further base paths the same service answers (`user-profiles`): each path is listed under them too. */
  aliases?: readonly string[];
  document: OpenApiDocument;
}

/** What the document says of a service: its title, and the base paths that are aliases of it. */
function tagDescription(title: string | undefined, aliases: readonly string[]): string | undefined {
  if (aliases.length === 0) return title;
  const also = `Also answers under ${aliases.map((alias) => `/api/${alias}`).join(', ')}, the same way.`;
  return title ? `${title}. ${also}` : also;
}

const OPERATIONS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Rewrites every `#/components/<kind>/<name>` reference of `value` to the renamed component. */
function renameRefs(value: unknown, rename: (kind: string, name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string') {
      const match = /^#\/components\/([^/]+)\/(.+)$/.exec(inner);
      out[key] = match ? `#/components/${match[1]}/${rename(match[1]!, match[2]!)}` : inner;
    } else {
      out[key] = renameRefs(inner, rename);
    }
  }
  return out;
}

/**
 * One document for the whole platform: each service's paths under `/api/<base>` (prefixed when the service
 * wrote them relative), and again under each alias (`/api/user-profiles/...`, which the web app calls), its
 * operations tagged with the base, and its components renamed `<base>.<name>` so two services' `def-0` never
 * collide; an alias shares the components of its service. Security schemes are shared as they are. Paths
 * `keep` refuses (the services-only ones, which the gateway does not route) are left out.
 */
export function mergeOpenApi(
  services: readonly ServiceDocument[],
  info: { title: string; version: string },
  keep: (path: string) => boolean = () => true,
): OpenApiDocument {
  const merged: OpenApiDocument = { openapi: '3.0.3', info, paths: {}, components: {}, tags: [] };
  for (const { base, aliases = [], document } of services) {
    const prefix = `/api/${base}`;
    const rename = (kind: string, name: string) => (kind === 'securitySchemes' ? name : `${base}.${name}`);
    const renamed = renameRefs(document, rename) as OpenApiDocument;
    const description = tagDescription(document.info?.title, aliases);
    merged.tags!.push({ name: base, ...(description && { description }) });

    for (const [rawPath, item] of Object.entries(renamed.paths ?? {})) {
      const fullPath =
        rawPath === prefix || rawPath.startsWith(`${prefix}/`)
          ? rawPath
          : `${prefix}${rawPath === '/' ? '' : rawPath}`;
      if (!keep(fullPath)) continue;
      const tagged: Record<string, unknown> = {};
      for (const [method, operation] of Object.entries(item)) {
        tagged[method] =
          OPERATIONS.has(method) && operation && typeof operation === 'object'
            ? { ...operation, tags: [base] }
            : operation;
      }
      const rest = fullPath.slice(prefix.length);
      for (const path of [fullPath, ...aliases.map((alias) => `/api/${alias}${rest}`)])
        merged.paths![path] = { ...(merged.paths![path] ?? {}), ...tagged };
    }

    for (const [kind, entries] of Object.entries(renamed.components ?? {})) {
      const target = (merged.components![kind] ??= {});
      for (const [name, component] of Object.entries(entries)) target[rename(kind, name)] = component;
    }
  }
  return merged;
}
