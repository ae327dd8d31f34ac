import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { CreateRoomBody, PatchRoomBody, RoomDetails } from '@teleplan/proto/material-resources';
import { PREP_DURATION } from '@teleplan/proto/schedule';
import { NO_OUTSIDE_SERVICES, usePublicConfigQuery } from '../../../shared/api/public-config-api.ts';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { formatPhone, toE164 } from '../../../shared/format/phone.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { useManagedSectorQuery, useSectorListQuery } from '../../../shared/places/places-api.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useCreateRoomMutation,
  usePatchRoomMutation,
  useRoomDetailsQuery,
  useRoomManagersQuery,
  useRoomPropertiesQuery,
  useEnabledRoomTypesQuery,
  useSaveRoomPropertiesMutation,
  useSetRoomManagerMutation,
} from '../api/rooms-api.ts';
import { retryWhileRoomMissing } from '../api/retry-room-missing.ts';
import { RoomForm } from '../components/room-form.tsx';
import type { RoomFormValues } from '../components/room-form-schema.ts';
import { isAdminRole, isRoomRole, useRole } from '../hooks/use-role.ts';
import '../rooms.css';
import { errorText } from '../../../shared/messages/error-text.ts';

function initialValuesOf(details: RoomDetails | undefined, prepDuration: number | undefined): RoomFormValues {
  const room = details?.room;
  return {
    name: room?.name ?? '',
    roomType: room?.roomType ?? '',
    telephoneNumber: formatPhone(room?.telephoneNumber),
    zoneId: room?.zoneId ?? DEFAULT_ZONE,
    sectorsId: room?.sectors.map((sector) => sector.id) ?? [],
    manager: room?.manager?.id ?? '',
    email: room?.email ?? '',
    url: room?.url ?? '',
    dpiUrl: room?.dpiUrl ?? '',
    description: room?.description ?? '',
    address: room?.address ?? '',
    virtual: room?.virtual ?? false,
    latitude: room?.latitude ?? 0,
    longitude: room?.longitude ?? 0,
    defaultOpeningPattern: true,
    prepDuration: String(prepDuration ?? PREP_DURATION.default),
  };
}

/** Empty optional texts travel as null. */
const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** `/app/rooms/new` and `/app/rooms/{id}` (optional `caller=roomview`). */
export function RoomFormPage() {
  const { t } = useTranslation('rooms');
  const toast = useToast();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const { role, sub } = useRole();
  const creating = id === 'new';
  const admin = isAdminRole(role);
  const showManager = !isRoomRole(role);

  const details = useRoomDetailsQuery(id, { skip: creating });
  const properties = useRoomPropertiesQuery(id, { skip: creating });
  const roomTypes = useEnabledRoomTypesQuery(undefined);
  const sectors = useSectorListQuery(undefined, { skip: !(creating && admin) });
  const ownSector = useManagedSectorQuery(sub ?? '', { skip: !(creating && role === 'SECTOR_MANAGER') });
  const managers = useRoomManagersQuery(undefined, { skip: !showManager });
  const config = usePublicConfigQuery(undefined);
  const [createRoom] = useCreateRoomMutation();
  const [patchRoom] = usePatchRoomMutation();
  const [setRoomManager] = useSetRoomManagerMutation();
  const [saveProperties] = useSaveRoomPropertiesMutation();

  const listPath = role === 'ROOM_MANAGER' ? null : '/app/rooms/list';

  useEffect(() => {
    if (!details.isError) return;
    toast.error(t('formPage.loadFailed'));
    void navigate(listPath ?? '/app/home', { replace: true });
  }, [details.isError, listPath, navigate, t, toast]);

  const ready = creating ? true : details.isSuccess && !properties.isLoading;
  const initialValues = useMemo(
    () => initialValuesOf(details.data, properties.data?.prepDuration),
    [details.data, properties.data],
  );

  const done = (roomId: string) => {
    const toView = params.get('caller') === 'roomview' || !listPath;
    void navigate(toView ? `/app/rooms/${roomId}/view` : listPath);
  };

  const submit = async (values: RoomFormValues) => {
    const telephoneNumber = toE164(values.telephoneNumber) ?? values.telephoneNumber;
    const prepDuration = Number(values.prepDuration);
    const common = {
      name: values.name.trim(),
      url: orNull(values.url),
      email: orNull(values.email),
      address: values.virtual ? 'Virtual' : values.address.trim(),
      latitude: values.latitude,
      longitude: values.longitude,
      telephoneNumber,
      zoneId: values.zoneId,
      dpiUrl: orNull(values.dpiUrl),
      description: orNull(values.description),
      roomType: values.roomType,
      virtual: values.virtual,
    };
    if (creating) {
      const sectorsId = admin ? values.sectorsId : ownSector.data ? [ownSector.data.id] : undefined;
      const body: CreateRoomBody = {
        ...common,
        sectorsId,
        uuid: values.manager || null,
        defaultOpeningPattern: values.defaultOpeningPattern,
      };
      let roomId: string;
      try {
        roomId = (await createRoom(body).unwrap()).id;
      } catch (error) {
        toast.error(t('formPage.createFailed', { reason: errorText(error) }));
        return;
      }
      // The schedule service gives a new room the default itself (from room.created): send only another value.
      if (prepDuration !== PREP_DURATION.default) {
        try {
          await retryWhileRoomMissing(() => saveProperties({ roomId, prepDuration }).unwrap());
        } catch (error) {
          toast.error(t('formPage.prepFailed', { reason: errorText(error) }));
        }
      }
      toast.success(t('formPage.created'));
      done(roomId);
      return;
    }
    const body: PatchRoomBody = common;
    try {
      await patchRoom({ id, body }).unwrap();
    } catch (error) {
      toast.error(t('formPage.updateFailed', { reason: errorText(error) }));
      return;
    }
    if (showManager && values.manager && values.manager !== details.data?.room.manager?.id) {
      try {
        await setRoomManager({ id, userId: values.manager }).unwrap();
      } catch (error) {
        toast.error(t('formPage.managerFailed', { reason: errorText(error) }));
        return;
      }
    }
    if (prepDuration !== properties.data?.prepDuration) {
      try {
        await saveProperties({ roomId: id, prepDuration }).unwrap();
      } catch (error) {
        toast.error(t('formPage.prepFailed', { reason: errorText(error) }));
        return;
      }
    }
    toast.success(t('formPage.updated'));
    done(id);
  };

  return (
    <section className="page rooms-page" aria-labelledby="page-title">
      <header className="rooms-page__header">
        <h1 id="page-title">{t(creating ? 'formPage.newTitle' : 'formPage.editTitle')}</h1>
      </header>
      <div className="card rooms-card rooms-card--padded">
        {!ready || config.isLoading ? (
          <div className="rooms-state">
            <Spinner />
          </div>
        ) : (
          <RoomForm
            key={details.data?.room.id ?? 'new'}
            initialValues={initialValues}
            context={{ creating, choosesSectors: admin }}
            showManager={showManager}
            roomTypes={roomTypes.data ?? []}
            sectors={sectors.data ?? []}
            managers={managers.data?.content ?? []}
            geocoderUrl={(config.data ?? NO_OUTSIDE_SERVICES).geocoder.url}
            onSubmit={submit}
            onCancel={() => (creating ? void navigate(listPath ?? '/app/home') : done(id))}
          />
        )}
      </div>
    </section>
  );
}
