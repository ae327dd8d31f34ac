import { ScopeChooser } from './scope-chooser.tsx';
import {
  DoctorStatistics,
  RoomStatistics,
  RoomTypeStatistics,
  SectorStatistics,
} from './scope-dashboards.tsx';
import {
  useDoctorChoices,
  useRoomChoices,
  useRoomTypeChoices,
  useSectorChoices,
} from '../hooks/use-scope-choices.ts';

/**
 * The dashboards' chooser tabs: a list, then the chosen one's statistics. The lists hold what the server lets the
 * caller see (all for admins; a sector manager's own sector's rooms and doctors, and the types of those rooms).
 */

export function SectorsTab() {
  return (
    <ScopeChooser kind="sectors" choices={useSectorChoices()}>
      {(id) => <SectorStatistics sectorId={id} />}
    </ScopeChooser>
  );
}

export function RoomsTab() {
  return (
    <ScopeChooser kind="rooms" choices={useRoomChoices()}>
      {(id) => <RoomStatistics roomId={id} />}
    </ScopeChooser>
  );
}

export function DoctorsTab() {
  return (
    <ScopeChooser kind="doctors" choices={useDoctorChoices()}>
      {(id) => <DoctorStatistics doctorId={id} />}
    </ScopeChooser>
  );
}

/** `ofRoomsInReach`: only the types of the rooms the caller sees, for a sector manager. */
export function RoomTypesTab({ ofRoomsInReach = false }: { ofRoomsInReach?: boolean }) {
  return (
    <ScopeChooser kind="roomTypes" choices={useRoomTypeChoices(ofRoomsInReach)}>
      {(id) => <RoomTypeStatistics roomTypeId={id} />}
    </ScopeChooser>
  );
}
