import { describe, expect, it } from 'vitest';
import { publicDocument, withErrorResponses } from './openapi.ts';

const statuses = (schema: Parameters<typeof withErrorResponses>[0]['schema'], url: string) =>
  Object.keys(withErrorResponses({ schema, url }).schema.response as object);

describe('the error answers each operation documents', () => {
  it('adds 400, 500 and 503 to every route, 401 and 403 when it takes a token, 404 when it has an id', () => {
    expect(statuses({ response: { 200: {} } }, '/captcha')).toEqual(['200', '400', '500', '503']);
    expect(statuses({ security: [{ bearer: [] }], response: { 200: {} } }, '/rooms/:id')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '500',
      '503',
    ]);
  });

  it("keeps the route's own answers, its own 404 or 503 included", () => {
    const own = { description: 'Room or sector missing' };
    const response = withErrorResponses({ schema: { response: { 204: {}, 404: own } }, url: '/rooms/:id' })
      .schema.response as Record<string, unknown>;
    expect(response[404]).toBe(own);
    expect(Object.keys(response)).not.toContain('200');
  });

  it('says a route without a response schema answers 200, as before', () => {
    expect(statuses(undefined, '/export')).toEqual(['200', '400', '500', '503']);
  });
});

describe('the public document', () => {
  it('leaves out the internal endpoints only', () => {
    const document = { paths: { '/api/a/internal/x': {}, '/api/a/internals': {}, '/api/a/rooms': {} } };
    expect(Object.keys(publicDocument(document).paths)).toEqual(['/api/a/internals', '/api/a/rooms']);
  });
});
