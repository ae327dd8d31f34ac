import { useTranslation } from 'react-i18next';
import type { Room } from '@teleplan/proto/material-resources';
import { pinAgenda, usePinnedAgenda } from '../../../shared/schedule/pinned-agenda-store.ts';
import type { IconName } from '../../../shared/ui/icon.tsx';
import { IconLink } from '../../../shared/ui/icon-link.tsx';
import { isRoomRole, useRole } from '../hooks/use-role.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

/**
 * A room row's calendar, availability, pinned agenda, view and edit actions (docs/roles.md). The pin floats the
 * room's agenda over every page; room managers and room users do not get it.
 */
export function RoomRowActions({ room }: { room: Room }) {
  const { t } = useTranslation('rooms');
  const { role } = useRole();
  const pinned = usePinnedAgenda();
  const isPinned = pinned?.ownerType === 'ROOM' && pinned.id === room.id;
  const link = (to: string, icon: IconName, label: string) => (
    <IconLink to={to} icon={icon} label={t(label, { name: room.name })} />
  );
  return (
    <div className="rooms-actions__grid">
      {link(`/app/rooms/${room.id}/calendar`, 'calendar', 'table.calendar')}
      {link(`/app/rooms/${room.id}/availability`, 'clock', 'table.availability')}
      {!isRoomRole(role) && (
        <IconButton
          icon="pin"
          label={t('table.pin', { name: room.name })}
          aria-pressed={isPinned}
          title={t(isPinned ? 'table.unpin' : 'table.pin', { name: room.name })}
          onClick={() => pinAgenda(isPinned ? null : { ownerType: 'ROOM', id: room.id, name: room.name })}
        />
      )}
      {link(`/app/rooms/${room.id}/view`, 'eye', 'table.view')}
      {link(`/app/rooms/${room.id}`, 'pencil', 'table.edit')}
    </div>
  );
}
