/** Coordinates of an address, or why there are none. */
export type GeocodeResult =
  | { found: true; latitude: number; longitude: number }
  | { found: false; reason: 'not-configured' | 'not-found' };

interface GeoJsonAnswer {
  features?: { geometry?: { type?: string; coordinates?: unknown } }[];
}

/**
 * Locates an address with the operator's geocoder (`?q=&limit=1&format=geojson`: the French national address
 * API and Nominatim both answer a GeoJSON FeatureCollection). Without a configured URL nothing is requested.
 */
export async function geocodeAddress(geocoderUrl: string | null, address: string): Promise<GeocodeResult> {
  if (!geocoderUrl) return { found: false, reason: 'not-configured' };
  const url = new URL(geocoderUrl, globalThis.location.origin);
  url.searchParams.set('q', address);
  url.searchParams.set('limit', '1');
  url.searchParams.set('format', 'geojson');
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'omit' });
    if (!response.ok) return { found: false, reason: 'not-found' };
    const body = (await response.json()) as GeoJsonAnswer;
    const coordinates = body.features?.[0]?.geometry?.coordinates;
    if (!Array.isArray(coordinates) || coordinates.length < 2) return { found: false, reason: 'not-found' };
    const [longitude, latitude] = coordinates as unknown[];
    if (typeof longitude !== 'number' || typeof latitude !== 'number')
      return { found: false, reason: 'not-found' };
    return { found: true, latitude, longitude };
  } catch {
    return { found: false, reason: 'not-found' };
  }
}
