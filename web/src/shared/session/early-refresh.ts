import { refreshGrant, type TokenResult } from '../api/token-client.ts';
import { rememberedRole } from './role-memory.ts';

let early: Promise<TokenResult> | null = null;

/**
 * Sends the page load's refresh grant at once, before the rest of the application's code is evaluated (main.tsx
 * imports this first): the session is then known about when the page can first render, not one round trip
 * after. The same conditions as `startSession`: no refresh from a reset link, nor on a device that remembers no
 * role (nobody is signed in there).
 */
export function startEarlyRefresh(location: Pick<Location, 'hash'> = globalThis.location): void {
  if (location.hash.startsWith('#/reset-account') || !rememberedRole()) return;
  early = refreshGrant();
}

/** The early refresh's answer, once (the refresh cookie rotates: a second caller asks anew). */
export function takeEarlyRefresh(): Promise<TokenResult> | null {
  const taken = early;
  early = null;
  return taken;
}
