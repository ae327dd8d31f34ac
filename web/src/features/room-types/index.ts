// What other features use of room types: the list (the dashboards' room type chooser).
export { useRoomTypesQuery } from './api/room-types-api.ts';
