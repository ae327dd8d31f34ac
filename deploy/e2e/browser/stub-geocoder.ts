import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubGeocoder {
  /** The search URL to configure (`GATEWAY_GEOCODER_URL`). */
  url: string;
  /** Every address asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * A geocoder answering as the French national address API does (GeoJSON FeatureCollection, `q` and `limit`),
 * on 127.0.0.1, from a fixed table: unknown addresses get no feature. No test reaches the internet.
 */
export async function startStubGeocoder(
  places: Record<string, { latitude: number; longitude: number }>,
): Promise<StubGeocoder> {
  const queries: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const query = url.searchParams.get('q') ?? '';
    queries.push(query);
    const place = places[query];
    const body = {
      type: 'FeatureCollection',
      features: place
        ? [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
              properties: { label: query, score: 0.9 },
            },
          ]
        : [],
    };
    response.writeHead(200, {
      'content-type': 'application/json',
      // The web app fetches it from the platform's origin.
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search/`,
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
