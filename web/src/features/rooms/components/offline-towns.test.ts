import { describe, expect, it } from 'vitest';
import towns from './french-towns.json';
import { minPopulationAt } from './offline-towns.ts';

const resolutionAtZoom = (zoom: number) => 156_543.034 / 2 ** zoom;

describe('the offline map towns', () => {
  it('names towns of 5,000 inhabitants at the default zoom 11, and only large cities when zoomed out', () => {
    expect(minPopulationAt(resolutionAtZoom(11))).toBe(5_000);
    expect(minPopulationAt(resolutionAtZoom(8.5))).toBe(20_000);
    expect(minPopulationAt(resolutionAtZoom(6))).toBe(100_000);
    expect(minPopulationAt(resolutionAtZoom(4))).toBe(300_000);
  });

  it('ships the towns around the demo practices, with their positions', () => {
    const byName = new Map((towns as [number, number, string, number][]).map((row) => [row[2], row]));
    for (const name of ['Troyes', 'Reims', 'Chaumont', 'Bar-sur-Aube', 'Vitry-le-François', 'Saint-Dizier'])
      expect(byName.has(name), name).toBe(true);
    const [longitude, latitude] = byName.get('Troyes')!;
    expect(longitude).toBeCloseTo(4.07, 1);
    expect(latitude).toBeCloseTo(48.3, 1);
  });
});
