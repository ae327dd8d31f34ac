import { describe, expect, it } from 'vitest';
import { spreadOffsets, type PlacedMarker } from './marker-spread.ts';

const drawnAt = (markers: PlacedMarker[], offsets: Map<string, [number, number]>, resolution: number) =>
  markers.map((m) => {
    const [dx, dy] = offsets.get(m.id) ?? [0, 0];
    return { x: m.x / resolution + dx, y: m.y / resolution + dy };
  });

describe('spreading overlapping room markers', () => {
  it('fans out two rooms at the same address so both markers show whole, and leaves a room alone in place', () => {
    const markers = [
      { id: 'a', x: 450_000, y: 6_130_000 },
      { id: 'b', x: 450_000, y: 6_130_000 },
      { id: 'far', x: 470_000, y: 6_130_000 },
    ];
    const offsets = spreadOffsets(markers, 76, 12);
    expect(offsets.has('far')).toBe(false);
    const [a, b] = drawnAt(markers, offsets, 76);
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(24);
  });

  it('keeps every marker of a crowded spot at least a diameter from the others', () => {
    const markers = Array.from({ length: 5 }, (_, i) => ({
      id: String(i),
      x: 450_000 + i * 50,
      y: 6_130_000,
    }));
    const offsets = spreadOffsets(markers, 76, 12);
    const drawn = drawnAt(markers, offsets, 76);
    for (const [i, p] of drawn.entries())
      for (const q of drawn.slice(i + 1))
        expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(23.5);
  });

  it('spreads nothing once zoomed in far enough for the markers to stand apart', () => {
    const markers = [
      { id: 'a', x: 450_000, y: 6_130_000 },
      { id: 'b', x: 450_300, y: 6_130_000 },
    ];
    expect(spreadOffsets(markers, 76, 12).size).toBe(2);
    expect(spreadOffsets(markers, 1, 12).size).toBe(0);
  });
});
