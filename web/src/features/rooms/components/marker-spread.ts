/** A marker where the map draws it: its id and its position in map units (EPSG:3857 metres). */
export interface PlacedMarker {
  id: string;
  x: number;
  y: number;
}

/**
 * Pixel offsets that fan out markers which would overlap at `resolution` (map units per pixel): markers
 * closer than a marker's diameter are grouped, and each group is laid out on a circle around its first
 * marker so that neighbours touch without covering each other. Markers alone get no entry.
 */
export function spreadOffsets(
  markers: readonly PlacedMarker[],
  resolution: number,
  radiusPx: number,
): Map<string, [number, number]> {
  const offsets = new Map<string, [number, number]>();
  const reach = 2 * radiusPx * resolution;
  const grouped = new Set<string>();
  for (const first of markers) {
    if (grouped.has(first.id)) continue;
    const group = markers.filter(
      (other) => !grouped.has(other.id) && Math.hypot(other.x - first.x, other.y - first.y) < reach,
    );
    for (const member of group) grouped.add(member.id);
    if (group.length < 2) continue;
    // Chord between neighbours on the circle = one diameter plus a pixel.
    const circle = (radiusPx + 1) / Math.sin(Math.PI / group.length);
    group.forEach((member, index) => {
      const angle = Math.PI / 2 + (2 * Math.PI * index) / group.length;
      const shiftX = (member.x - first.x) / resolution;
      const shiftY = (member.y - first.y) / resolution;
      offsets.set(member.id, [
        Math.round(circle * Math.cos(angle) - shiftX),
        Math.round(circle * Math.sin(angle) - shiftY),
      ]);
    });
  }
  return offsets;
}
