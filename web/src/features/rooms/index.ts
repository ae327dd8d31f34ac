// What other features use of rooms: the rooms map, its points, and the rooms list call (the booking portal).
export { LazyRoomsMap } from './components/lazy-rooms-map.tsx';
export { DEFAULT_ZOOM, mapPointsOf, type MapPoint } from './components/map-points.ts';
export { useRoomsWithQuery } from './api/rooms-api.ts';
