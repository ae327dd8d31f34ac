import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { NO_OUTSIDE_SERVICES, usePublicConfigQuery } from '../../../shared/api/public-config-api.ts';
import { useAddRoomUserMutation } from '../../../shared/places/places-api.ts';
import { useOwnRoomId } from '../../../shared/session/own-room.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useDeleteRoomUserMutation,
  usePatchRoomMailParametersMutation,
  usePatchRoomMutation,
  useRoomDetailsQuery,
  useRoomMailParametersQuery,
  useRoomPropertiesQuery,
  useSaveRoomPropertiesMutation,
} from '../api/rooms-api.ts';
import { DisableRoomDialog } from '../components/disable-room-dialog.tsx';
import { PrepDurationEditor } from '../components/prep-duration-editor.tsx';
import { RoomContactCard } from '../components/room-contact-card.tsx';
import { RoomInformationCard } from '../components/room-information-card.tsx';
import { RoomMailParametersForm } from '../components/room-mail-parameters-form.tsx';
import { RoomStaffCard } from '../components/room-staff-card.tsx';
import { isRoomRole, useRole } from '../hooks/use-role.ts';
import '../rooms.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** The placeholder id of the "my room" links before the own room is known. */
const MINE = 'mine';

/** `/app/rooms/{id}/view`: toolbar, contact, information, appointment settings and staff cards. */
export function RoomViewPage() {
  const { id = '' } = useParams();
  const { role, sub } = useRole();
  const ownRoomId = useOwnRoomId(role, sub);
  if (id === MINE) return ownRoomId ? <Navigate to={`/app/rooms/${ownRoomId}/view`} replace /> : <Spinner />;
  return <RoomView id={id} />;
}

function RoomView({ id }: { id: string }) {
  const { t } = useTranslation('rooms');
  const toast = useToast();
  const { role } = useRole();
  const details = useRoomDetailsQuery(id);
  const properties = useRoomPropertiesQuery(id);
  const mail = useRoomMailParametersQuery(id);
  const config = usePublicConfigQuery(undefined);
  const [patchRoom, patching] = usePatchRoomMutation();
  const [saveProperties] = useSaveRoomPropertiesMutation();
  const [patchMail] = usePatchRoomMailParametersMutation();
  const [addUser, adding] = useAddRoomUserMutation();
  const [deleteUser, deleting] = useDeleteRoomUserMutation();
  const [disabling, setDisabling] = useState(false);

  if (details.isLoading)
    return (
      <div className="rooms-state">
        <Spinner />
      </div>
    );
  if (details.isError || !details.data)
    return (
      <section className="page rooms-page">
        <div className="notice notice--error" role="alert">
          <p>{t('viewPage.notFound')}</p>
          <p>{errorText(details.error)}</p>
        </div>
      </section>
    );
  const room = details.data.room;

  const setEnabled = async (enabled: boolean) => {
    try {
      await patchRoom({ id, body: { enabled } }).unwrap();
      toast.success(t(enabled ? 'viewPage.enabled' : 'viewPage.disabled'));
      setDisabling(false);
    } catch (error) {
      toast.error(t('viewPage.actionFailed', { reason: errorText(error) }));
    }
  };
  const setFavorite = async (favoriteSectorId: string) => {
    try {
      await patchRoom({ id, body: { favoriteSectorId } }).unwrap();
      toast.success(t('viewPage.favoriteSaved'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  const savePrep = async (prepDuration: number) => {
    try {
      await saveProperties({ roomId: id, prepDuration }).unwrap();
      toast.success(t('viewPage.prepSaved'));
      return true;
    } catch (error) {
      toast.error(t('viewPage.actionFailed', { reason: errorText(error) }));
      return false;
    }
  };
  const addUsers = async (userIds: string[]) => {
    const results = await Promise.allSettled(
      userIds.map((userId) => addUser({ roomId: id, userId }).unwrap()),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) toast.error(t('viewPage.actionFailed', { reason: errorText(failed.reason) }));
    else toast.success(t('viewPage.added'));
  };
  const unlinkUser = async (userId: string) => {
    try {
      await deleteUser({ roomId: id, userId }).unwrap();
      toast.success(t('viewPage.unlinked'));
    } catch (error) {
      toast.error(t('viewPage.actionFailed', { reason: errorText(error) }));
    }
  };
  // A room user gets neither the availability link nor the room's edit and disable actions.
  const canEdit = role !== 'ROOM_USER';

  return (
    <section className="page rooms-page" aria-labelledby="page-title">
      <nav aria-label={t('viewPage.breadcrumb')} className="rooms-breadcrumb">
        <ol>
          {!isRoomRole(role) && (
            <li>
              <Link to="/app/rooms/list">{t('list')}</Link>
            </li>
          )}
          <li aria-current="page">{room.name}</li>
        </ol>
      </nav>
      <header className="rooms-page__header">
        <h1 id="page-title">{room.name}</h1>
        <div className="rooms-page__actions">
          <Link className="btn btn--secondary" to={`/app/rooms/${id}/calendar`}>
            <Icon name="calendar" size={18} />
            {t('viewPage.calendar')}
          </Link>
          {canEdit && (
            <>
              <Link className="btn btn--secondary" to={`/app/rooms/${id}/availability`}>
                <Icon name="clock" size={18} />
                {t('viewPage.availability')}
              </Link>
              <Link className="btn btn--secondary" to={`/app/rooms/${id}?caller=roomview`}>
                <Icon name="pencil" size={18} />
                {t('viewPage.edit')}
              </Link>
              {room.enabled ? (
                <Button variant="danger" onClick={() => setDisabling(true)}>
                  {t('viewPage.disable')}
                </Button>
              ) : (
                <Button busy={patching.isLoading} onClick={() => void setEnabled(true)}>
                  {t('viewPage.enable')}
                </Button>
              )}
            </>
          )}
        </div>
      </header>

      <div className="rooms-view-grid">
        <RoomContactCard room={room} map={(config.data ?? NO_OUTSIDE_SERVICES).map} />
        <RoomInformationCard
          details={details.data}
          onFavorite={canEdit ? (sectorId) => void setFavorite(sectorId) : null}
        />
        <section className="card rooms-card rooms-card--padded" aria-labelledby="room-settings-title">
          <h2 id="room-settings-title" className="rooms-card__title">
            {t('viewPage.appointments')}
          </h2>
          {properties.data ? (
            <PrepDurationEditor value={properties.data.prepDuration} onSave={savePrep} />
          ) : properties.isError ? (
            <p className="field__error">{errorText(properties.error)}</p>
          ) : (
            <Spinner size="small" />
          )}
          {mail.data ? (
            <RoomMailParametersForm
              parameters={mail.data}
              onSave={async (values) => {
                try {
                  await patchMail({ roomId: id, body: values }).unwrap();
                  toast.success(t('viewPage.mailSaved'));
                } catch (error) {
                  toast.error(t('viewPage.actionFailed', { reason: errorText(error) }));
                }
              }}
            />
          ) : mail.isError ? (
            <p className="field__error">{errorText(mail.error)}</p>
          ) : (
            <Spinner size="small" />
          )}
        </section>
        <RoomStaffCard
          roomId={id}
          staff={details.data.users}
          busy={adding.isLoading || deleting.isLoading}
          onAdd={addUsers}
          onUnlink={unlinkUser}
        />
      </div>
      <DisableRoomDialog
        open={disabling}
        busy={patching.isLoading}
        onConfirm={() => void setEnabled(false)}
        onClose={() => setDisabling(false)}
      />
    </section>
  );
}
