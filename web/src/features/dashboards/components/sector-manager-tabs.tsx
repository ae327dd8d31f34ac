import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useManagedSectorQuery } from '../../../shared/places/places-api.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';

const TABS = ['sectors', 'rooms', 'doctors', 'roomTypes'] as const;
type Tab = (typeof TABS)[number];

/** Where each tab leads: the matching list, which the server filters to the manager's own sector. */
function targetOf(tab: Tab, sectorId: string): string {
  if (tab === 'sectors') return `/app/sectors/${sectorId}/view`;
  if (tab === 'doctors') return '/app/doctors/list';
  return '/app/rooms/list';
}

/**
 * The sector manager's dashboard: tabs sectors, rooms, doctors and room types, each leading to its list of
 * the manager's own sector. The statistics of each tab come with scheduling.
 */
export function SectorManagerTabs({ sub }: { sub: string }) {
  const { t } = useTranslation('dashboards');
  const sector = useManagedSectorQuery(sub);
  const [active, setActive] = useState<Tab>('sectors');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  if (sector.isLoading) return <Spinner label={t('sectorTabs.loading')} />;
  if (!sector.data) return <p className="notice notice--warning">{t('sectorTabs.noSector')}</p>;
  const sectorId = sector.data.id;
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="sector-tabs">
      <h2 className="home__section-title">{sector.data.name}</h2>
      <div role="tablist" aria-label={t('sectorTabs.label')} className="sector-tabs__list" onKeyDown={onKey}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`sector-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`sector-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className="sector-tabs__tab"
            onClick={() => setActive(tab)}
          >
            {t(`sectorTabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`sector-panel-${active}`}
        aria-labelledby={`sector-tab-${active}`}
        className="card sector-tabs__panel"
      >
        <p>{t(`sectorTabs.${active}Text`)}</p>
        <Link className="btn btn--secondary" to={targetOf(active, sectorId)}>
          {t(`sectorTabs.${active}Link`)}
        </Link>
        <p className="home__later">{t('sectorTabs.statsLater')}</p>
      </div>
    </div>
  );
}
