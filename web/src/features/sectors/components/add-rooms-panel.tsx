import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room, Sector } from '@teleplan/proto/material-resources';
import { formatPhone } from '../../../shared/format/phone.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useDebounced } from '../../../shared/ui/use-debounced.ts';
import { useLinkRoomMutation, useRoomsSearchQuery } from '../api/sectors-api.ts';
import { roomSearchParams } from '../api/sectors-queries.ts';
import { errorText } from '../../../shared/messages/error-text.ts';

interface AddRoomsPanelProps {
  open: boolean;
  sector: Sector;
  /** Rooms the caller may not link are not offered (the server would refuse them). */
  mayLink: (room: Room) => boolean;
  onClose: () => void;
}

/** Searches rooms by part of their name, address or phone (more than 2 characters, 5 results) and links the chosen ones. */
export function AddRoomsPanel({ open, sector, mayLink, onClose }: AddRoomsPanelProps) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const typed = useDebounced(text);
  const searching = roomSearchParams(typed) !== null;
  const results = useRoomsSearchQuery(typed, { skip: !open || !searching });
  const [linkRoom] = useLinkRoomMutation();
  const inSector = new Set(sector.roomIds);
  const rooms = (results.data ?? []).filter(mayLink);

  const close = () => {
    setText('');
    setChosen(new Set());
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    const outcomes = await Promise.all(
      [...chosen].map((roomId) => linkRoom({ sectorId: sector.id, roomId })),
    );
    setBusy(false);
    const failures = outcomes.filter((outcome) => 'error' in outcome);
    const added = outcomes.length - failures.length;
    if (added > 0) toast.success(t('roomsPanel.added', { count: added }));
    if (failures.length > 0) {
      const first = failures[0]!;
      const reason = errorText('error' in first ? first.error : null);
      toast.warning(t('roomsPanel.someFailed', { count: failures.length, reason }));
    }
    close();
  };

  return (
    <SidePanel open={open} title={t('roomsPanel.title')} onClose={close} closeLabel={t('close')}>
      <div className="form">
        <div className="field">
          <label className="field__label" htmlFor="rooms-panel-search">
            {t('roomsPanel.search')}
          </label>
          <input
            id="rooms-panel-search"
            className="field__input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="rooms-panel-hint"
            autoComplete="off"
          />
          <p id="rooms-panel-hint" className="field__hint">
            {t('roomsPanel.searchHint')}
          </p>
        </div>
        {searching && (
          <QueryState
            isLoading={results.isFetching}
            isError={results.isError}
            isEmpty={rooms.length === 0}
            emptyText={t('noResult')}
            errorText={t('roomsPanel.searchFailed')}
          >
            <fieldset className="pick-list">
              <legend>{t('roomsPanel.results')}</legend>
              {rooms.map((room) => (
                <Checkbox
                  key={room.id}
                  name={`room-${room.id}`}
                  checked={chosen.has(room.id) || inSector.has(room.id)}
                  disabled={inSector.has(room.id)}
                  onChange={(event) => {
                    const next = new Set(chosen);
                    if (event.target.checked) next.add(room.id);
                    else next.delete(room.id);
                    setChosen(next);
                  }}
                  label={
                    <span className="pick-list__label">
                      <strong>{room.name}</strong>
                      <span>
                        {[
                          room.virtual ? t('detail.virtual') : room.address,
                          formatPhone(room.telephoneNumber),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                        {inSector.has(room.id) && ` (${t('roomsPanel.already')})`}
                      </span>
                    </span>
                  }
                />
              ))}
            </fieldset>
          </QueryState>
        )}
        <Button onClick={() => void submit()} disabled={chosen.size === 0} busy={busy}>
          {t('roomsPanel.submit', { count: chosen.size })}
        </Button>
      </div>
    </SidePanel>
  );
}
