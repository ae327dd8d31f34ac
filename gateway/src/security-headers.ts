import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security: on where the gateway is served over HTTPS (distributed), off on plain localhost. */
  hsts: boolean;
  /** Further image sources (map tiles). */
  imgSources?: readonly string[];
  /** Further fetch targets (the configured geocoder). */
  connectSources?: readonly string[];
  /** `'unsafe-inline'` styles, for libraries that inject <style> elements at run time. */
  inlineStyles: boolean;
}

/**
 * The hash of an empty inline style: Chromium checks a `<style>` element against the policy when it is inserted,
 * even an empty one or one of another type, and reports a violation in the console. FullCalendar's style holder is
 * such an empty element (its rules are then written through the CSSOM, which the policy does not restrict), so
 * this hash lets it in and nothing else: any inline style with content is still refused.
 */
export const EMPTY_INLINE_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * Helmet's options with a strict Content-Security-Policy: everything from the same origin only, no inline
 * scripts, no framing, no plugins. Helmet's own defaults are not merged in, so nothing looser slips in unseen.
 */
export function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: options.inlineStyles ? ["'self'", "'unsafe-inline'"] : ["'self'", EMPTY_INLINE_STYLE_HASH],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imgSources ?? [])],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin WebSocket (ws:/wss:) in CSP level 3 browsers.
        connectSrc: ["'self'", ...(options.connectSources ?? [])],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, computed once: they are the same for every response, and building them per request
 * (as @fastify/helmet does) cost the gateway about a third of its throughput in the proxy measurements.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
    },
  );
  return Object.fromEntries(headers);
}

/** The docs page (Swagger UI) sets inline styles from its scripts; it gets its own, slightly wider policy. */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
