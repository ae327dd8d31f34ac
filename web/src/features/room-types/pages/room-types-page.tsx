import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomType } from '@teleplan/proto/material-resources';
import { roomTypeLabel } from '../../../shared/format/room-type-label.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { usePatchRoomTypeMutation, useRoomTypesQuery } from '../api/room-types-api.ts';
import { RoomTypeForm } from '../components/room-type-form.tsx';
import { IconButton } from '../../../shared/ui/icon-button.tsx';
import '../components/room-types.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** '/app/settings/room-type': the room types on the left, the chosen one's form on the right. */
export function RoomTypesPage() {
  const { t, i18n } = useTranslation('roomTypes');
  const toast = useToast();
  const types = useRoomTypesQuery(undefined);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [toggling, setToggling] = useState<RoomType | null>(null);
  const [patchRoomType, patchState] = usePatchRoomTypeMutation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = types.data ?? [];
  const selected = list.find((type) => type.id === selectedId);

  const toggle = async () => {
    if (!toggling) return;
    const result = await patchRoomType({ id: toggling.id, body: { enabled: !toggling.enabled } });
    if ('error' in result) toast.error(t('form.failed', { reason: errorText(result.error) }));
    else toast.success(t('toggled'));
    setToggling(null);
  };

  return (
    <section className="room-types-page" aria-labelledby="room-types-title">
      <div className="page-head">
        <h1 id="room-types-title">{t('title')}</h1>
        <Button onClick={() => setSelectedId(null)}>
          <Icon name="plus" />
          {t('add')}
        </Button>
      </div>
      <div className="room-types">
        <div className="card room-types__list">
          <QueryState
            isLoading={types.isLoading}
            isError={types.isError}
            isEmpty={list.length === 0}
            emptyText={t('noResult')}
            errorText={t('loadFailed')}
          >
            <ul aria-label={t('listLabel')}>
              {list.map((type) => (
                <li
                  key={type.id}
                  className={type.id === selectedId ? 'room-types__item--selected' : undefined}
                >
                  <button
                    type="button"
                    className="room-types__choose"
                    aria-current={type.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(type.id)}
                  >
                    <span className="room-types__label">{roomTypeLabel(type, language)}</span>
                    <span className="room-types__code">{type.name}</span>
                  </button>
                  {!type.enabled && <span className="state-badge state-badge--off">{t('disabled')}</span>}
                  <IconButton
                    icon={type.enabled ? 'eye' : 'eyeOff'}
                    label={t(type.enabled ? 'disable' : 'enable', {
                      name: roomTypeLabel(type, language),
                    })}
                    onClick={() => setToggling(type)}
                    title={t(type.enabled ? 'disable' : 'enable', { name: roomTypeLabel(type, language) })}
                  />
                </li>
              ))}
            </ul>
          </QueryState>
        </div>
        <div className="card room-types__form">
          <RoomTypeForm
            key={selected?.id ?? 'new'}
            roomType={selected}
            onSaved={(saved) => setSelectedId(saved.id)}
          />
        </div>
      </div>
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.enabled ? t('disableTitle') : t('enableTitle')}
        message={
          <p>
            {toggling &&
              t(toggling.enabled ? 'disableText' : 'enableText', { name: roomTypeLabel(toggling, language) })}
          </p>
        }
        confirmLabel={toggling?.enabled ? t('disableConfirm') : t('enableConfirm')}
        cancelLabel={t('cancel')}
        danger={toggling?.enabled}
        busy={patchState.isLoading}
        onConfirm={() => void toggle()}
        onCancel={() => setToggling(null)}
      />
    </section>
  );
}
