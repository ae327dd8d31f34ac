import type { DoctorProperties, DoctorPropertiesBody } from '@teleplan/proto/schedule';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { api } from '../../../shared/api/api.ts';
import { retryWhileReplicaLags } from '../../../shared/api/replica-retry.ts';
import type { SharedState } from '../../../shared/store/shared-state.ts';

const NO_ROLE = 'schedule.profile.doctor.no_role';
const base = api.enhanceEndpoints({ addTagTypes: ['DoctorProperties'] });
const propertiesPath = (id: string) => `schedule/properties/doctors/${encodeURIComponent(id)}`;

/** A doctor's properties in the schedule service (consultation duration, appointment notice). */
export const doctorPropertiesApi = base.injectEndpoints({
  endpoints: (build) => ({
    /** The service creates the defaults (10 minutes, no notice) on the first read. */
    doctorProperties: build.query<DoctorProperties, string>({
      query: propertiesPath,
      providesTags: (_result, _error, id) => [{ type: 'DoctorProperties', id }],
    }),
    /**
     * Saves the properties. A profile the schedule service does not know as a doctor is refused with
     * `schedule.profile.doctor.no_role` (docs/screens.md#forms): the DOCTOR role is then granted on accounts, and the
     * save tried again while the schedule service's replica of accounts catches up with the grant. A doctor
     * saving their own settings holds the role already (their session says so, and nobody grants themself a
     * role): only the replica lags then, so there is nothing to grant, only the wait.
     */
    saveDoctorProperties: build.mutation<DoctorProperties, { id: string; body: DoctorPropertiesBody }>({
      async queryFn({ id, body }, { getState }, _extra, baseQuery) {
        const save = () => baseQuery({ url: propertiesPath(id), method: 'POST', body });
        let result = await save();
        if (errorMessageCode(result.error) === NO_ROLE) {
          const claims = (getState() as SharedState).session.claims;
          const holdsRoleAlready = claims?.sub === id && claims.authorities.includes('DOCTOR');
          if (!holdsRoleAlready)
            await baseQuery({ url: `accounts/${encodeURIComponent(id)}/roles/DOCTOR`, method: 'PUT' });
          result = await retryWhileReplicaLags(save, NO_ROLE);
        }
        return result.error ? { error: result.error } : { data: result.data as DoctorProperties };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'DoctorProperties', id }],
    }),
  }),
});

export const { useDoctorPropertiesQuery, useSaveDoctorPropertiesMutation } = doctorPropertiesApi;
