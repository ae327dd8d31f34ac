import { useTranslation } from 'react-i18next';
import type { Role } from '@teleplan/proto/roles';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { PageBreadcrumb, type Crumb } from '../../../shared/ui/page-breadcrumb.tsx';
import { useOwnerName } from '../api/owner-name-api.ts';

/** Who does not see the list entry: a doctor on their own page, room staff on their room's (docs/screens.md). */
const WITHOUT_LIST: Record<OwnerType, readonly Role[]> = {
  DOCTOR: ['DOCTOR'],
  ROOM: ['ROOM_MANAGER', 'ROOM_USER'],
};

interface AvailabilityBreadcrumbProps {
  ownerType: OwnerType;
  id: string;
  role: Role | undefined;
}

/** Doctors (or rooms) list, the doctor (their calendar) or the room (its page), then this page. */
export function AvailabilityBreadcrumb({ ownerType, id, role }: AvailabilityBreadcrumbProps) {
  const { t } = useTranslation('availability');
  const name = useOwnerName(ownerType, id);
  const doctor = ownerType === 'DOCTOR';
  const crumbs: Crumb[] = [
    ...(role && WITHOUT_LIST[ownerType].includes(role)
      ? []
      : [
          {
            label: t(doctor ? 'crumbs.doctors' : 'crumbs.rooms'),
            to: doctor ? '/app/doctors/list' : '/app/rooms/list',
          },
        ]),
    {
      label: name ?? t(doctor ? 'crumbs.doctor' : 'crumbs.room'),
      to: doctor ? `/app/doctors/${id}/calendar` : `/app/rooms/${id}/view`,
    },
    { label: t('crumbs.availability') },
  ];
  return <PageBreadcrumb label={t('crumbs.label')} crumbs={crumbs} />;
}
