import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Profile } from '@teleplan/proto/accounts';
import type { SectorRef } from '@teleplan/proto/material-resources';
import { useDebouncedValue } from '../../../shared/api/use-debounced-value.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { ExportAppointmentsButton } from '../../../shared/schedule/export-appointments-button.tsx';
import { pinAgenda, usePinnedAgenda } from '../../../shared/schedule/pinned-agenda-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSectorListQuery } from '../../../shared/places/places-api.ts';
import {
  useLinkDoctorMutation,
  useSectorsOfDoctorsQuery,
  useUnlinkDoctorMutation,
} from '../api/doctors-api.ts';
import { sectorsOfDoctorsQuery } from '../api/doctor-query.ts';
import { doctorListRights } from '../components/doctor-permissions.ts';
import { DoctorRowActions } from '../components/doctor-row-actions.tsx';
import { DoctorSectorsCell } from '../components/doctor-sectors-cell.tsx';
import { LinkSectorDialog } from '../components/link-sector-dialog.tsx';
import { useDoctorRows } from '../components/use-doctor-rows.ts';
import './doctors-list-page.css';
import { errorText } from '../../../shared/messages/error-text.ts';

const SORT = ['lastName,asc', 'firstName,asc'];

const fullName = (profile: Profile) => `${profile.lastName} ${profile.firstName}`;

/**
 * '/app/doctors/list': the doctors a role may see, 50 a page, with their sectors and the sector links, the
 * calendar, availability and pinned-agenda actions, and the export of the selected doctors' appointments.
 */
export function DoctorsListPage() {
  const { t } = useTranslation('doctors');
  const toast = useToast();
  const { claims } = useSession();
  const role = claims!.role;
  const rights = doctorListRights(role);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [page, setPage] = useState(0);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [linking, setLinking] = useState<Profile | null>(null);
  const [unlinking, setUnlinking] = useState<{ doctor: Profile; sector: SectorRef } | null>(null);

  const doctors = useDoctorRows({ role, sub: claims!.sub, search, page, sort: SORT });
  const doctorIds = useMemo(() => doctors.rows?.map((row) => row.id) ?? [], [doctors.rows]);
  const sectorsQuery = sectorsOfDoctorsQuery(doctorIds);
  const sectors = useSectorsOfDoctorsQuery(sectorsQuery ?? skipToken);
  const allSectors = useSectorListQuery(rights.choosesAnySector && linking ? undefined : skipToken);
  const [linkDoctor, link] = useLinkDoctorMutation();
  const [unlinkDoctor, unlink] = useUnlinkDoctorMutation();
  const pinned = usePinnedAgenda();

  const sectorsByDoctor = useMemo(() => {
    const map = new Map<string, SectorRef[]>();
    for (const sector of sectors.data?.content ?? []) {
      for (const id of sector.doctorIds)
        map.set(id, [...(map.get(id) ?? []), { id: sector.id, name: sector.name }]);
    }
    return map;
  }, [sectors.data]);

  const ownSector = doctors.ownSector;
  const ownSectorId = ownSector === null ? null : ownSector?.id;
  const canUnlink = (sectorId: string) =>
    rights.linksSectors && (rights.choosesAnySector || sectorId === ownSectorId);
  const canLink = (row: Profile) =>
    rights.linksSectors &&
    (rights.choosesAnySector ||
      (!!ownSectorId && !(sectorsByDoctor.get(row.id) ?? []).some((s) => s.id === ownSectorId)));
  const linkable = rights.choosesAnySector ? (allSectors.data ?? []) : ownSector ? [ownSector] : [];

  function failure(error: unknown) {
    toast.error(t('actionFailed', { reason: errorText(error) }));
  }

  async function onLink(sectorId: string) {
    if (!linking) return;
    const result = await linkDoctor({ sectorId, doctorId: linking.id });
    if ('error' in result) failure(result.error);
    else {
      toast.success(t('link.done'));
      setLinking(null);
    }
  }

  async function onUnlink() {
    if (!unlinking) return;
    const result = await unlinkDoctor({ sectorId: unlinking.sector.id, doctorId: unlinking.doctor.id });
    if ('error' in result) failure(result.error);
    else toast.success(t('unlink.done'));
    setUnlinking(null);
  }

  function togglePin(row: Profile) {
    const isPinned = pinned?.ownerType === 'DOCTOR' && pinned.id === row.id;
    pinAgenda(isPinned ? null : { ownerType: 'DOCTOR', id: row.id, name: `Dr ${fullName(row)}` });
  }

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const columns: TableColumn<Profile>[] = [
    ...(selecting
      ? [
          {
            id: 'select',
            header: t('select.column'),
            cell: (row: Profile) => (
              <Checkbox
                name={`select-${row.id}`}
                label={<span className="visually-hidden">{t('select.row', { name: fullName(row) })}</span>}
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
              />
            ),
          },
        ]
      : []),
    { id: 'name', header: t('columns.name'), cell: (row) => fullName(row) },
    ...(rights.managesPeople
      ? [{ id: 'email', header: t('columns.email'), cell: (row: Profile) => row.email ?? '', wideOnly: true }]
      : []),
    {
      id: 'created',
      header: t('columns.created'),
      cell: (row) => formatDateTime(row.audit.createdDate * 1000),
      wideOnly: true,
    },
    {
      id: 'sectors',
      header: t('columns.sectors'),
      cell: (row) => (
        <DoctorSectorsCell
          sectors={sectorsByDoctor.get(row.id) ?? []}
          canUnlink={canUnlink}
          onUnlink={(sector) => setUnlinking({ doctor: row, sector })}
        />
      ),
    },
    ...(rights.plansDoctors
      ? [
          {
            id: 'actions',
            header: t('columns.actions'),
            cell: (row: Profile) => (
              <div className="doctors__actions">
                {canLink(row) && (
                  <Button
                    variant="ghost"
                    onClick={() => setLinking(row)}
                    aria-label={t('link.action', { name: fullName(row) })}
                  >
                    {t('link.short')}
                  </Button>
                )}
                <DoctorRowActions
                  doctor={row}
                  name={fullName(row)}
                  edits={rights.managesPeople}
                  pinned={pinned?.ownerType === 'DOCTOR' && pinned.id === row.id}
                  onPin={() => togglePin(row)}
                />
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="page doctors" aria-labelledby="page-title">
      <div className="doctors__head">
        <h1 id="page-title">{t('list')}</h1>
        <div className="doctors__head-actions">
          {rights.opensMultiview && (
            <Link className="btn btn--secondary" to="/app/doctors/list/multiview-doctors">
              {t('multiviewLink')}
            </Link>
          )}
          {rights.managesPeople && (
            <Link className="btn btn--primary" to="/app/users/new?caller=doctor">
              {t('add')}
            </Link>
          )}
        </div>
      </div>
      {role === 'SECTOR_MANAGER' && ownSectorId === null && (
        <p className="notice notice--warning">{t('noOwnSector')}</p>
      )}
      <div className="doctors__tools">
        <TextField
          label={t('search')}
          name="search"
          type="search"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(0);
          }}
        />
        <Button variant="secondary" aria-pressed={selecting} onClick={() => setSelecting((on) => !on)}>
          {selecting ? t('select.stop') : t('select.start')}
        </Button>
        {selecting && (
          <span className="doctors__selected" aria-live="polite">
            {t('select.count', { count: selected.size })}
          </span>
        )}
        <ExportAppointmentsButton ownerType="DOCTOR" ids={selecting ? [...selected] : []} />
      </div>
      <ServerPagedTable
        caption={t('list')}
        columns={columns}
        rows={doctors.rows}
        rowKey={(row) => row.id}
        page={page}
        totalPages={doctors.totalPages}
        totalElements={doctors.totalElements}
        onPageChange={setPage}
        isLoading={doctors.isLoading}
        isFetching={doctors.isFetching}
        isError={doctors.isError}
        onRetry={doctors.refetch}
        isSelected={selecting ? (row) => selected.has(row.id) : undefined}
      />
      {linking && (
        <LinkSectorDialog
          doctorName={fullName(linking)}
          sectors={linkable}
          busy={link.isLoading}
          onLink={(sectorId) => void onLink(sectorId)}
          onClose={() => setLinking(null)}
        />
      )}
      {unlinking && (
        <ModalDialog
          role="alertdialog"
          title={t('unlink.title')}
          onClose={() => setUnlinking(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setUnlinking(null)}>
                {t('cancel')}
              </Button>
              <Button variant="danger" busy={unlink.isLoading} onClick={() => void onUnlink()}>
                {t('unlink.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('unlink.question', { name: fullName(unlinking.doctor), sector: unlinking.sector.name })}</p>
        </ModalDialog>
      )}
    </section>
  );
}
