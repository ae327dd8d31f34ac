import { describe, expect, it } from 'vitest';
import { trackerApiUrl, trackerBaseUrl } from './tracker-url.ts';

describe('trackerBaseUrl', () => {
  it.each([
    ['https://bugs.example.org', 'https://bugs.example.org'],
    ['https://bugs.example.org/', 'https://bugs.example.org'],
    ['  http://intranet:8080/mantis//  ', 'http://intranet:8080/mantis'],
  ])('keeps %j as %j', (given, saved) => {
    expect(trackerBaseUrl(given)).toBe(saved);
  });

  it.each([
    'bugs.example.org',
    'ftp://bugs.example.org',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://admin:secret@bugs.example.org',
    'https://bugs.example.org/?project=1',
    'https://bugs.example.org/#top',
  ])('refuses %j with tracker_url_invalid', (given) => {
    expect(() => trackerBaseUrl(given)).toThrow(
      expect.objectContaining({ statusCode: 400, messageCode: 'logger.bugs.tracker_url_invalid' }),
    );
  });
});

describe('trackerApiUrl', () => {
  it("puts MantisBT's REST path under the saved URL, its query encoded", () => {
    expect(
      trackerApiUrl('http://intranet:8080/mantis', 'issues', new URLSearchParams({ project_id: '7' })),
    ).toBe('http://intranet:8080/mantis/api/rest/issues?project_id=7');
    expect(trackerApiUrl('https://bugs.example.org', 'issues/12')).toBe(
      'https://bugs.example.org/api/rest/issues/12',
    );
  });
});
