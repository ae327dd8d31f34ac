import { apiUrl } from '../../../shared/api/api-url.ts';

/** A fresh proof-of-work challenge from the accounts service (each is used once). */
export async function fetchCaptchaChallenge(signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(apiUrl('accounts/captcha'), { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
  return response.json();
}
