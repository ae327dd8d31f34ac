// What other features use of rooms: the rooms map, its numbered points, and the rooms list call (the booking portal).
export { LazyRoomsMap } from './components/lazy-rooms-map.tsx';
export { mapPointsOf } from './components/map-points.ts';
export { useRoomsWithQuery } from './api/rooms-api.ts';
