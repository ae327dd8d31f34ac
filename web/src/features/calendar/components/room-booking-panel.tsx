import { AddAppointmentPanel } from '../../booking/index.ts';
import type { RenderRoomAddPanel } from '../pages/room-calendar-page.tsx';

/** The room calendar's booking: the add-appointment panel at the free slot chosen (the room's sector needed). */
export const renderRoomBookingPanel: RenderRoomAddPanel = ({ start, roomId, sectorId, close }) =>
  sectorId ? (
    <AddAppointmentPanel
      roomId={roomId}
      sectorId={sectorId}
      start={start.toISOString()}
      onClose={close}
      onBooked={close}
    />
  ) : null;
