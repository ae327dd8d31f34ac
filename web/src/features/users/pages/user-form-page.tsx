import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { CompositeProfile, PatchProfileBody, Profile } from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { GRANT_ORDER, mayEditProfile, type Role } from '@teleplan/proto/roles';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useAddRoomUserMutation } from '../../../shared/places/places-api.ts';
import { useManagedRoomQuery } from '../../../shared/session/own-room.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { phoneInputOf, phoneValueOf } from '../../../shared/ui/phone-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useCompositeUserQuery,
  useCreateUserMutation,
  useGrantRoleMutation,
  usePatchUserMutation,
  useRevokeRoleMutation,
  useUserProfileQuery,
} from '../api/users-api.ts';
import { UserForm } from '../components/user-form.tsx';
import { EMPTY_USER, type UserFormValues } from '../components/user-form-schema.ts';
import { roleLabel } from '../components/user-labels.ts';
import { userFormExit } from '../user-redirect.ts';
import '../users.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** material-resources learns of a new account through events: the room link may wait for them a moment. */
const ROOM_LINK_ATTEMPTS = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function valuesOf(profile: Profile, held: readonly Role[], preferred: Role | null): UserFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    phone: phoneInputOf(profile.telephoneNumber),
    sex: profile.sex ?? '',
    zone: profile.zone,
    roles: [...held],
    preferredRole: preferred && held.includes(preferred) ? preferred : '',
  };
}

/** '/app/users/{id}' and '/app/users/new' (optional `caller`): create or edit a staff member. */
export function UserFormPage() {
  const { t } = useTranslation('users');
  const toast = useToast();
  const navigate = useNavigate();
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const caller = search.get('caller');
  const { claims } = useSession();
  const actor = claims!.role;
  const isNew = id === 'new';
  const isRoomManager = actor === 'ROOM_MANAGER';
  const withRoles = !isRoomManager;

  const composite = useCompositeUserQuery(id, { skip: isNew || isRoomManager });
  const plainProfile = useUserProfileQuery(id, { skip: isNew || !isRoomManager });
  const room = useManagedRoomQuery(claims!.sub, { skip: !isRoomManager });
  const [createUser] = useCreateUserMutation();
  const [patchUser] = usePatchUserMutation();
  const [grantRole] = useGrantRoleMutation();
  const [revokeRole, revoking] = useRevokeRoleMutation();
  const [addRoomUser] = useAddRoomUserMutation();
  const [revokeAsked, setRevokeAsked] = useState<Role | null>(null);

  const exit = userFormExit(actor, caller, room.data?.id);
  const loaded: CompositeProfile | undefined = isRoomManager
    ? plainProfile.data && { profile: plainProfile.data, account: null }
    : composite.data;
  const held = useMemo<Role[]>(
    () => (loaded?.account?.grantedRoles ?? []).filter((role) => role !== 'PATIENT'),
    [loaded],
  );
  const initialValues = useMemo(
    () => (loaded ? valuesOf(loaded.profile, held, loaded.account?.preferredRole ?? null) : EMPTY_USER),
    [loaded, held],
  );
  const loadFailed = !isNew && (composite.isError || plainProfile.isError);

  useEffect(() => {
    if (!loadFailed) return;
    toast.error(t('loadFailed'));
    void navigate(exit, { replace: true });
  }, [loadFailed, toast, t, navigate, exit]);

  async function linkToRoom(roomId: string, userId: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        await addRoomUser({ roomId, userId }).unwrap();
        return;
      } catch (error) {
        const code = errorMessageCode(error);
        if (code !== MessageCodes.materialResources.roomUserInvalid || attempt >= ROOM_LINK_ATTEMPTS)
          throw error;
        await pause(250 * attempt);
      }
    }
  }

  async function create(values: UserFormValues) {
    const roles: Role[] = isRoomManager ? ['ROOM_USER'] : values.roles;
    let created: CompositeProfile;
    try {
      created = await createUser({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        telephoneNumber: phoneValueOf(values.phone)!,
        sex: values.sex as 'M' | 'F',
        zone: values.zone,
        staff: true,
        roles,
        preferredRole: isRoomManager ? 'ROOM_USER' : values.preferredRole || null,
      }).unwrap();
    } catch (error) {
      toast.error(t('createFailed', { reason: errorText(error) }));
      void navigate(exit);
      return;
    }
    if (isRoomManager && room.data) {
      try {
        await linkToRoom(room.data.id, created.profile.id);
      } catch (error) {
        toast.error(t('roomLinkFailed', { reason: errorText(error) }));
      }
    }
    toast.success(t('created'));
    void navigate(exit);
  }

  async function update(values: UserFormValues) {
    const profile = loaded!.profile;
    const body: PatchProfileBody = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      telephoneNumber: phoneValueOf(values.phone)!,
      sex: values.sex as 'M' | 'F',
      zone: values.zone,
    };
    // An email change is sent only when there is one (one's own email changes in the own-account form).
    if (values.email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase())
      body.email = values.email.trim();
    try {
      if (withRoles) {
        for (const role of GRANT_ORDER.filter((r) => values.roles.includes(r) && !held.includes(r)))
          await grantRole({ id: profile.id, role }).unwrap();
        const preferred = values.preferredRole || null;
        if (preferred !== (loaded!.account?.preferredRole ?? null)) body.preferredRole = preferred;
      }
      await patchUser({ id: profile.id, body }).unwrap();
    } catch (error) {
      toast.error(t('updateFailed', { reason: errorText(error) }));
      void navigate(exit);
      return;
    }
    toast.success(t('updated'));
    void navigate(exit);
  }

  async function revoke() {
    if (!revokeAsked || !loaded) return;
    try {
      await revokeRole({ id: loaded.profile.id, role: revokeAsked }).unwrap();
      toast.success(t('roles.revoked'));
    } catch (error) {
      toast.error(t('roles.revokeFailed', { reason: errorText(error) }));
    }
    setRevokeAsked(null);
  }

  const name = loaded ? `${loaded.profile.firstName} ${loaded.profile.lastName}` : '';
  const waiting = (!isNew && !loaded) || (isRoomManager && room.isLoading);
  const noRoom = isRoomManager && isNew && room.isError;
  // Only the form the server would accept: a room manager edits no one but themself, a sector manager no admin.
  const editable =
    isNew ||
    !loaded ||
    mayEditProfile(
      { id: claims!.sub, role: actor },
      { id: loaded.profile.id, staff: loaded.profile.staff, roles: held },
    );
  const title = isNew ? t('newTitle') : editable ? t('editTitle', { name }) : name;
  return (
    <section className="page user-form-page" aria-labelledby="page-title">
      <h1 id="page-title">{waiting ? t('form') : title}</h1>
      {waiting ? (
        <Spinner />
      ) : !editable ? (
        <>
          <p className="notice notice--warning">{t('notEditable', { name })}</p>
          <Button variant="secondary" onClick={() => void navigate(exit)}>
            {t('back')}
          </Button>
        </>
      ) : (
        <>
          {isRoomManager && isNew && (
            <p className={`notice${noRoom ? ' notice--warning' : ''}`}>
              {noRoom ? t('roles.noRoom') : t('roles.roomUserOnly', { room: room.data?.name ?? '' })}
            </p>
          )}
          <UserForm
            initialValues={initialValues}
            actor={actor}
            withRoles={withRoles}
            held={held}
            submitLabel={isNew ? t('create') : t('save')}
            blocked={noRoom}
            onSubmit={isNew ? create : update}
            onCancel={() => void navigate(exit)}
            onRevoke={setRevokeAsked}
          />
        </>
      )}
      <ConfirmDialog
        open={revokeAsked !== null}
        title={t('roles.revokeTitle', { role: revokeAsked ? roleLabel(revokeAsked, currentLanguage()) : '' })}
        confirmLabel={t('roles.revokeConfirm')}
        danger
        busy={revoking.isLoading}
        onConfirm={() => void revoke()}
        onCancel={() => setRevokeAsked(null)}
        message={<p>{t('roles.revokeText', { name })}</p>}
      />
    </section>
  );
}
