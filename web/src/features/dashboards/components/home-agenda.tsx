import { useTranslation } from 'react-i18next';
import { AgendaViewer, type AgendaOwner } from '../../../shared/schedule/agenda-viewer.tsx';
import type { SessionClaims } from '../../../shared/session/jwt-claims.ts';
import { useOwnRoomId } from '../../../shared/session/own-room.ts';
import './home-agenda.css';

/** Whose agenda a role sees on its home page: a doctor their own, room roles their room's; others none. */
export function useHomeAgendaOwner(
  claims: Pick<SessionClaims, 'role' | 'sub'>,
): AgendaOwner | null | undefined {
  const roomId = useOwnRoomId(claims.role, claims.sub);
  if (claims.role === 'DOCTOR') return { ownerType: 'DOCTOR', id: claims.sub };
  if (claims.role === 'ROOM_MANAGER' || claims.role === 'ROOM_USER')
    return roomId ? { ownerType: 'ROOM', id: roomId } : undefined;
  return null;
}

/** The agenda viewer as a section of the home page of doctors and room roles. */
export function HomeAgenda({ claims }: { claims: Pick<SessionClaims, 'role' | 'sub'> }) {
  const { t } = useTranslation('dashboards');
  const owner = useHomeAgendaOwner(claims);
  if (!owner) return null;
  const title = t(owner.ownerType === 'ROOM' ? 'roomAgenda' : 'agenda');
  return (
    <section className="card home__agenda" aria-labelledby="home-agenda-title">
      <h2 id="home-agenda-title" className="home__section-title">
        {title}
      </h2>
      <AgendaViewer owner={owner} own />
    </section>
  );
}
