import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/**
 * GET /api/gateway/config (public, no token): what the operator configured for the web app's outside
 * services. Every value is null unless configured; the web then calls nothing outside the platform.
 */
export const PublicConfigSchema = Type.Object({
  map: Type.Object({
    /** XYZ tile URL template (`https://tiles.example.org/{z}/{x}/{y}.png`). */
    tileUrl: Nullable(Type.String()),
    /** Attribution the tile provider asks for (shown on the map). */
    tileAttribution: Nullable(Type.String()),
  }),
  geocoder: Type.Object({
    /**
     * Search endpoint answering GeoJSON to `?q=<address>&limit=1&format=geojson`: the French national address
     * API (`https://api-adresse.data.gouv.fr/search/`) or a Nominatim-compatible `/search`.
     */
    url: Nullable(Type.String()),
  }),
});
export type PublicConfig = Static<typeof PublicConfigSchema>;
