import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map.js';
import View from 'ol/View.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import TileLayer from 'ol/layer/Tile.js';
import VectorLayer from 'ol/layer/Vector.js';
import Graticule from 'ol/layer/Graticule.js';
import XYZ from 'ol/source/XYZ.js';
import VectorSource from 'ol/source/Vector.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import { fromLonLat } from 'ol/proj.js';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js';
import { feature as topoFeature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import 'ol/ol.css';
import type { PublicConfig } from '@teleplan/proto/public-config';
import { DEFAULT_ZOOM, type MapPoint } from './map-points.ts';
import { spreadOffsets } from './marker-spread.ts';
import { townsLayer } from './offline-towns.ts';

/** Room left around the markers when the map fits them (top, right, bottom, left): wider on the left, where the
 * zoom buttons stand, so that no marker hides under them. */
const MARKER_MARGIN = [40, 40, 40, 72];

/** Half the room a marker takes when markers fan out (a selected marker is a little larger). */
const SPREAD_RADIUS = 14;

interface RoomsMapProps {
  points: readonly MapPoint[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  map: PublicConfig['map'];
  /** Accessible name of the map region. */
  label: string;
  /** Height in px (the room page uses 300). */
  height: number;
}

interface Colours {
  land: string;
  border: string;
  water: string;
  marker: string;
  markerText: string;
  selected: string;
  grid: string;
  townText: string;
}

/** The theme's colours as the browser resolved them (light-dark() included), read through a probe element. */
function themeColours(host: HTMLElement): Colours {
  const probe = document.createElement('span');
  host.appendChild(probe);
  const read = (token: string) => {
    probe.style.color = `var(${token})`;
    return getComputedStyle(probe).color;
  };
  const colours = {
    land: read('--color-surface'),
    border: read('--color-border'),
    water: read('--color-surface-2'),
    marker: read('--color-primary'),
    markerText: read('--color-on-primary'),
    selected: read('--color-danger'),
    grid: read('--color-border'),
    townText: read('--color-muted'),
  };
  probe.remove();
  return colours;
}

/** Natural Earth country outlines shipped with the app (world-atlas), loaded on first use. */
async function offlineOutlines(): Promise<VectorSource> {
  const topology = (await import('world-atlas/countries-50m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  const collection = topoFeature(topology, topology.objects.countries);
  return new VectorSource({
    features: new GeoJSON().readFeatures(collection, { featureProjection: 'EPSG:3857' }),
    attributions: 'Natural Earth',
  });
}

/**
 * OpenLayers map of numbered room markers: configured XYZ tiles, or the offline outlines when none are
 * configured, so nothing is requested outside the platform unless an operator chose a tile server.
 */
export default function RoomsMap({ points, selectedId, onSelect, map, label, height }: RoomsMapProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<OlMap | null>(null);
  const markersRef = useRef<VectorSource | null>(null);
  const selectedRef = useRef<string | null | undefined>(selectedId);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  selectedRef.current = selectedId;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let colours = themeColours(host);
    const markers = new VectorSource();
    markersRef.current = markers;
    // Rooms close together (two practices in one street) fan out instead of hiding each other.
    let spread = { resolution: Number.NaN, revision: -1, offsets: new Map<string, [number, number]>() };
    const offsetOf = (id: string, resolution: number): [number, number] => {
      if (spread.resolution !== resolution || spread.revision !== markers.getRevision()) {
        const placed = markers.getFeatures().map((feature) => {
          const [x, y] = (feature.getGeometry() as Point).getCoordinates() as [number, number];
          return { id: String(feature.getId()), x, y };
        });
        spread = {
          resolution,
          revision: markers.getRevision(),
          offsets: spreadOffsets(placed, resolution, SPREAD_RADIUS),
        };
      }
      return spread.offsets.get(id) ?? [0, 0];
    };
    const markerLayer = new VectorLayer({
      source: markers,
      style: (feature, resolution) => {
        const selected = feature.getId() === selectedRef.current;
        const [dx, dy] = offsetOf(String(feature.getId()), resolution);
        return new Style({
          image: new Circle({
            radius: selected ? 15 : 12,
            fill: new Fill({ color: selected ? colours.selected : colours.marker }),
            stroke: new Stroke({ color: colours.land, width: 2 }),
            displacement: [dx, dy],
          }),
          text: new Text({
            text: String(feature.get('number')),
            font: '600 12px system-ui, sans-serif',
            fill: new Fill({ color: colours.markerText }),
            offsetX: dx,
            offsetY: -dy,
          }),
          zIndex: selected ? 2 : 1,
        });
      },
    });
    const outlines = new VectorLayer({
      style: () =>
        new Style({
          fill: new Fill({ color: colours.land }),
          stroke: new Stroke({ color: colours.border, width: 1 }),
        }),
    });
    const base = map.tileUrl
      ? new TileLayer({
          source: new XYZ({
            url: map.tileUrl,
            attributions: map.tileAttribution ?? undefined,
            crossOrigin: 'anonymous',
          }),
        })
      : outlines;
    const towns = map.tileUrl ? null : townsLayer(() => ({ text: colours.townText, halo: colours.land }));
    const layers = !towns
      ? [base, markerLayer]
      : [
          outlines,
          new Graticule({ strokeStyle: new Stroke({ color: colours.grid, width: 0.5, lineDash: [2, 4] }) }),
          towns,
          markerLayer,
        ];
    const olMap = new OlMap({
      target: host,
      layers,
      view: new View({ center: fromLonLat([2.35, 46.6]), zoom: DEFAULT_ZOOM }),
    });
    host.style.background = colours.water;
    mapRef.current = olMap;
    if (!map.tileUrl) void offlineOutlines().then((source) => outlines.setSource(source));

    olMap.on('singleclick', (event) => {
      olMap.forEachFeatureAtPixel(
        event.pixel,
        (feature) => {
          const id = feature.getId();
          if (typeof id === 'string') onSelectRef.current?.(id);
          return true;
        },
        { layerFilter: (layer) => layer === markerLayer },
      );
    });

    // Follow the theme: the toggle sets data-theme on <html>, the system preference may change too.
    const restyle = () => {
      colours = themeColours(host);
      host.style.background = colours.water;
      outlines.changed();
      towns?.changed();
      markerLayer.changed();
    };
    const observer = new MutationObserver(restyle);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const media = matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', restyle);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', restyle);
      olMap.setTarget(undefined);
      mapRef.current = null;
    };
  }, [map.tileUrl, map.tileAttribution]);

  useEffect(() => {
    const markers = markersRef.current;
    const olMap = mapRef.current;
    if (!markers || !olMap) return;
    markers.clear();
    for (const point of points) {
      if (!point.lonLat) continue;
      const feature = new Feature({ geometry: new Point(fromLonLat(point.lonLat)), number: point.number });
      feature.setId(point.id);
      markers.addFeature(feature);
    }
    // Every room in sight, never closer than the default zoom (a single room opens at zoom 11).
    const extent = markers.getFeatures().length > 0 ? markers.getExtent() : null;
    if (extent && !selectedRef.current)
      olMap.getView().fit(extent, { maxZoom: DEFAULT_ZOOM, padding: MARKER_MARGIN });
  }, [points]);

  useEffect(() => {
    const olMap = mapRef.current;
    const point = points.find((candidate) => candidate.id === selectedId);
    markersRef.current?.changed();
    if (olMap && point?.lonLat) olMap.getView().animate({ center: fromLonLat(point.lonLat), duration: 300 });
  }, [selectedId, points]);

  return <div ref={hostRef} className="rooms-map" style={{ height }} role="region" aria-label={label} />;
}
