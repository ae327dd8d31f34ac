import { describe, expect, it } from 'vitest';
import { notModified } from './conditional-get.ts';

const ETAG = '"abc"';
const MODIFIED = new Date('2026-11-23T09:00:00.750Z');

describe('notModified', () => {
  it('matches the ETag among several, weak or strong, or *', () => {
    expect(notModified({ 'if-none-match': '"x", "abc"' }, ETAG, MODIFIED)).toBe(true);
    expect(notModified({ 'if-none-match': 'W/"abc"' }, ETAG, MODIFIED)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, ETAG, MODIFIED)).toBe(true);
    expect(notModified({ 'if-none-match': '"abd"' }, ETAG, MODIFIED)).toBe(false);
  });

  it('lets If-None-Match decide alone when both are sent', () => {
    const later = 'Tue, 24 Nov 2026 09:00:00 GMT';
    expect(notModified({ 'if-none-match': '"old"', 'if-modified-since': later }, ETAG, MODIFIED)).toBe(false);
  });

  it('compares If-Modified-Since to the second', () => {
    expect(notModified({ 'if-modified-since': 'Mon, 23 Nov 2026 09:00:00 GMT' }, ETAG, MODIFIED)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Mon, 23 Nov 2026 08:59:59 GMT' }, ETAG, MODIFIED)).toBe(false);
    expect(notModified({ 'if-modified-since': 'not a date' }, ETAG, MODIFIED)).toBe(false);
    expect(notModified({}, ETAG, MODIFIED)).toBe(false);
  });
});
