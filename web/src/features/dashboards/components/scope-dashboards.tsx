import { StatisticsFrame } from './statistics-frame.tsx';
import {
  CountersCards,
  DynamicCountCard,
  EvaluationCountCard,
  EvolutionCard,
  LatestCountCard,
  OverallCard,
  SatisfactionCards,
  SaturationCard,
} from './statistics-cards.tsx';

/** The dashboards of each scope (docs/screens.md#dashboards): which cards each one reads. */

/** The platform's (admins' General tab). */
export function GlobalStatistics() {
  return (
    <StatisticsFrame scope={{ global: true }}>
      {(query) => (
        <>
          <OverallCard query={query} target={{ kind: 'global' }} />
          <LatestCountCard query={query} />
          <EvolutionCard query={query} />
          <DynamicCountCard query={query} />
          <EvaluationCountCard query={query} />
          <SatisfactionCards query={query} />
          <SaturationCard query={query} />
        </>
      )}
    </StatisticsFrame>
  );
}

/** A sector's: admins' Sectors tab, the sector manager's, the sector page's. */
export function SectorStatistics({ sectorId }: { sectorId: string }) {
  return (
    <StatisticsFrame scope={{ sectorIds: [sectorId] }}>
      {(query) => (
        <>
          <CountersCards query={query} target={{ kind: 'sectors', id: sectorId }} reasons />
          <EvolutionCard query={query} />
          <DynamicCountCard query={query} />
          <SaturationCard query={query} />
          <EvaluationCountCard query={query} />
          <SatisfactionCards query={query} radar={false} />
        </>
      )}
    </StatisticsFrame>
  );
}

/** A room's: the Rooms tabs and (`own`) the room manager's home. */
export function RoomStatistics({ roomId, own = false }: { roomId: string; own?: boolean }) {
  return (
    <StatisticsFrame scope={{ roomIds: [roomId] }}>
      {(query) => (
        <>
          <OverallCard
            query={query}
            target={{ kind: 'rooms', id: roomId }}
            title={own ? 'room' : 'overall'}
          />
          <EvolutionCard query={query} />
          <DynamicCountCard query={query} />
          <SaturationCard query={query} />
          <EvaluationCountCard query={query} />
          <SatisfactionCards query={query} />
        </>
      )}
    </StatisticsFrame>
  );
}

/** The room user's home: their room's statistics card. */
export function RoomCardStatistics({ roomId }: { roomId: string }) {
  return (
    <StatisticsFrame scope={{ roomIds: [roomId] }}>
      {(query) => <OverallCard query={query} target={{ kind: 'rooms', id: roomId }} title="room" />}
    </StatisticsFrame>
  );
}

/** A doctor's: the Doctors tabs and the doctor's home. */
export function DoctorStatistics({ doctorId }: { doctorId: string }) {
  return (
    <StatisticsFrame scope={{ doctorIds: [doctorId] }}>
      {(query) => (
        <>
          <CountersCards query={query} target={{ kind: 'doctors', id: doctorId }} />
          <EvolutionCard query={query} />
          <DynamicCountCard query={query} />
          <EvaluationCountCard query={query} />
          <SatisfactionCards query={query} />
        </>
      )}
    </StatisticsFrame>
  );
}

/** A room type's: the Room types tabs (its counters and appointments). */
export function RoomTypeStatistics({ roomTypeId }: { roomTypeId: string }) {
  return (
    <StatisticsFrame scope={{ roomTypeIds: [roomTypeId] }}>
      {(query) => (
        <>
          <CountersCards query={query} target={{ kind: 'room-types', id: roomTypeId }} />
          <EvolutionCard query={query} />
          <DynamicCountCard query={query} />
        </>
      )}
    </StatisticsFrame>
  );
}
