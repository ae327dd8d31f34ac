import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Sector } from '@teleplan/proto/material-resources';
import { ExportAppointmentsButton } from '../../../shared/schedule/export-appointments-button.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ServerPagedTable, type TableColumn } from '../../../shared/ui/server-paged-table.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useDebounced } from '../../../shared/ui/use-debounced.ts';
import { useSectorsPageQuery } from '../api/sectors-api.ts';
import type { SortDirection } from '../api/sectors-queries.ts';
import { LicenseForm } from '../components/license-form.tsx';
import { SectorForm } from '../components/sector-form.tsx';
import { SectorOpeningDialog, type OpeningRequest } from '../components/sector-opening-dialog.tsx';
import { SectorRoomsUsed, SectorRowActions, SectorState } from '../components/sector-cells.tsx';
import '../components/sectors.css';

type Panel =
  { kind: 'create' } | { kind: 'edit'; sector: Sector } | { kind: 'license'; sector: Sector } | null;

/** '/app/sectors/list': the sectors, 10 a page, searched, filtered and sorted by name, with their forms. */
export function SectorsListPage() {
  const { t } = useTranslation('sectors');
  const { claims } = useSession();
  const distributor = claims?.role === 'SUPER_ADMIN';
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [nameFilter, setNameFilter] = useState('');
  const [sort, setSort] = useState<SortDirection>('asc');
  const [panel, setPanel] = useState<Panel>(null);
  const [opening, setOpening] = useState<OpeningRequest | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useSectorsPageQuery({
    page,
    search: useDebounced(search),
    nameFilter: useDebounced(nameFilter),
    sort,
  });
  const sectors = list.data?.content ?? [];
  const select = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: TableColumn<Sector>[] = [
    {
      id: 'name',
      header: t('table.name'),
      sortField: 'name',
      rowHeader: true,
      cell: (sector) => <Link to={`/app/sectors/${sector.id}/view`}>{sector.name}</Link>,
    },
    {
      id: 'manager',
      header: t('table.manager'),
      cell: (sector) => sector.manager?.username ?? '—',
      wideOnly: true,
    },
    { id: 'rooms', header: t('table.rooms'), cell: (sector) => <SectorRoomsUsed sector={sector} /> },
    { id: 'doctors', header: t('table.doctors'), cell: (sector) => sector.doctorIds.length, wideOnly: true },
    { id: 'state', header: t('table.state'), cell: (sector) => <SectorState sector={sector} /> },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('table.actions')}</span>,
      cell: (sector) => (
        <SectorRowActions
          sector={sector}
          onEdit={() => setPanel({ kind: 'edit', sector })}
          onLicense={() => setPanel({ kind: 'license', sector })}
          onOpening={
            distributor ? (open) => setOpening({ id: sector.id, name: sector.name, open }) : undefined
          }
        />
      ),
    },
  ];

  return (
    <section className="page sectors-page" aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('list')}</h1>
        <div className="page-head__actions">
          {distributor && (
            <Link className="btn btn--secondary" to="/app/settings/licenses">
              <Icon name="key" />
              {t('licenses')}
            </Link>
          )}
          <Button onClick={() => setPanel({ kind: 'create' })}>
            <Icon name="plus" />
            {t('add')}
          </Button>
        </div>
      </div>

      <div>
        <div className="list-toolbar">
          <div className="field list-toolbar__search">
            <label className="field__label" htmlFor="sectors-search">
              {t('search')}
            </label>
            <input
              id="sectors-search"
              className="field__input"
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
            />
          </div>
          <div className="field list-toolbar__filter">
            <label className="field__label" htmlFor="sectors-name-filter">
              {t('nameFilter')}
            </label>
            <input
              id="sectors-name-filter"
              className="field__input"
              value={nameFilter}
              onChange={(event) => {
                setNameFilter(event.target.value);
                setPage(0);
              }}
            />
          </div>
          <Button
            variant="secondary"
            aria-pressed={selecting}
            onClick={() => {
              setSelecting((on) => !on);
              setSelected(new Set());
            }}
          >
            {t('selection')}
          </Button>
          <ExportAppointmentsButton ownerType="SECTOR" ids={selecting ? [...selected] : []} />
        </div>
        {selecting && (
          <p className="list-toolbar__selected" aria-live="polite">
            {t('selected', { count: selected.size })}
          </p>
        )}

        <ServerPagedTable
          caption={t('table.caption')}
          columns={columns}
          rows={list.data?.content}
          rowKey={(sector) => sector.id}
          page={page}
          totalPages={list.data?.totalPages ?? 0}
          totalElements={list.data?.totalElements ?? 0}
          onPageChange={setPage}
          sort={{ field: 'name', direction: sort }}
          onSortChange={(next) => {
            setSort(next.direction);
            setPage(0);
          }}
          isLoading={list.isLoading}
          isFetching={list.isFetching}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          selection={
            selecting
              ? {
                  isSelected: (sector) => selected.has(sector.id),
                  onToggle: (sector) => select(sector.id, !selected.has(sector.id)),
                  onTogglePage: () => {
                    const all = sectors.length > 0 && sectors.every((s) => selected.has(s.id));
                    sectors.forEach((s) => select(s.id, !all));
                  },
                  rowLabel: (sector) => t('table.select', { name: sector.name }),
                  pageLabel: t('table.selectAll'),
                }
              : undefined
          }
        />
      </div>

      <SidePanel
        open={panel?.kind === 'create' || panel?.kind === 'edit'}
        title={panel?.kind === 'edit' ? t('form.editTitle') : t('form.createTitle')}
        onClose={() => setPanel(null)}
        closeLabel={t('close')}
      >
        {(panel?.kind === 'create' || panel?.kind === 'edit') && (
          <SectorForm
            key={panel.kind === 'edit' ? panel.sector.id : 'new'}
            sector={panel.kind === 'edit' ? panel.sector : undefined}
            onDone={() => setPanel(null)}
          />
        )}
      </SidePanel>
      <SidePanel
        open={panel?.kind === 'license'}
        title={t('licenseForm.title')}
        onClose={() => setPanel(null)}
        closeLabel={t('close')}
      >
        {panel?.kind === 'license' && <LicenseForm sector={panel.sector} onDone={() => setPanel(null)} />}
      </SidePanel>
      <SectorOpeningDialog request={opening} onDone={() => setOpening(null)} />
    </section>
  );
}
