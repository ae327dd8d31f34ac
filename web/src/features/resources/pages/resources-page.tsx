import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { DateTime } from 'luxon';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useAppointmentsQuery } from '../../../shared/schedule/schedule-api.ts';
import { dayBounds, localDateOf, shiftDate } from '../../../shared/schedule/zoned-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SaturationHeatmap, useSaturationQuery } from '../../dashboards/index.ts';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useDoctorNamesQuery, useSectorsWithResourcesQuery } from '../api/resources-api.ts';
import { usageHours, usageResources, type ResourceKind } from '../components/resource-usage.ts';
import { UsageLegend } from '../components/usage-legend.tsx';
import { UsageTimeline } from '../components/usage-timeline.tsx';
import './resources-page.css';

const zone = DEFAULT_ZONE;
const mondayOf = (date: string) => DateTime.fromISO(date).startOf('week').toISODate()!;

/**
 * '/app/resources' (SUPER_ADMIN, ADMIN, SECTOR_MANAGER): the resources usage of a week. One view rather than
 * tabs: the resource timeline of doctors or rooms (a toggle) grouped by sector, 06:00 to 21:00 in one-hour
 * slots, shows each row's appointments per hour, coloured by how much of the hour they hold (saturation legend
 * light / medium / high). Under it, the sectors' average saturation of the same week, weekday by hour, from the
 * statistics (the dashboards' heatmap).
 */
export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  const language = currentLanguage();
  const [kind, setKind] = useState<ResourceKind>('DOCTOR');
  const thisWeek = mondayOf(localDateOf(new Date(), zone));
  const [week, setWeek] = useState(thisWeek);
  const sectors = useSectorsWithResourcesQuery(undefined);
  const sectorIds = sectors.data?.map((sector) => sector.id) ?? [];
  const horizon = {
    horizonStart: dayBounds(week, zone).start,
    horizonEnd: dayBounds(shiftDate(week, { days: 7 }), zone).start,
  };
  const appointments = useAppointmentsQuery(
    sectorIds.length > 0 ? { ...horizon, sectorIds, zone, withDetails: true } : skipToken,
  );

  const saturation = useSaturationQuery(
    sectorIds.length > 0
      ? { from: horizon.horizonStart, to: horizon.horizonEnd, zone, sectorIds }
      : skipToken,
  );

  const names = useDoctorNamesQuery(kind === 'DOCTOR' && sectorIds.length > 0 ? sectorIds : skipToken);
  const resources = useMemo(
    () => usageResources(sectors.data ?? [], kind, names.data),
    [sectors.data, kind, names.data],
  );
  const usage = useMemo(() => usageHours(appointments.data ?? [], kind, zone), [appointments.data, kind]);
  return (
    <section className="page resources-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <div className="resources-page__tools">
        <div className="resources-page__kind" role="radiogroup" aria-label={t('kind.label')}>
          {(['DOCTOR', 'ROOM'] as const).map((value) => (
            <label key={value} className="resources-page__option">
              <input type="radio" name="kind" checked={kind === value} onChange={() => setKind(value)} />
              {t(value === 'DOCTOR' ? 'kind.doctors' : 'kind.rooms')}
            </label>
          ))}
        </div>
        <div className="resources-page__week">
          <Button variant="ghost" onClick={() => setWeek(shiftDate(week, { days: -7 }))}>
            ‹ {t('week.previous')}
          </Button>
          <strong aria-live="polite">
            {t('week.of', {
              date: DateTime.fromISO(week)
                .setLocale(DATE_LOCALES[language])
                .toLocaleString(DateTime.DATE_FULL),
            })}
          </strong>
          <Button variant="ghost" onClick={() => setWeek(shiftDate(week, { days: 7 }))}>
            {t('week.next')} ›
          </Button>
          {week !== thisWeek && (
            <Button variant="secondary" onClick={() => setWeek(thisWeek)}>
              {t('week.current')}
            </Button>
          )}
        </div>
        <UsageLegend />
      </div>
      <div className="card resources-page__card">
        <QueryState
          isLoading={sectors.isLoading || appointments.isLoading}
          isError={sectors.isError || appointments.isError}
          isEmpty={resources.length === 0}
          emptyText={t(kind === 'DOCTOR' ? 'emptyDoctors' : 'emptyRooms')}
          errorText={t('loadFailed')}
          errorAction={
            <Button
              variant="secondary"
              onClick={() => {
                void sectors.refetch();
                if (sectorIds.length > 0) void appointments.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          <UsageTimeline
            week={week}
            zone={zone}
            language={language}
            resourceTitle={t(kind === 'DOCTOR' ? 'kind.doctors' : 'kind.rooms')}
            label={t('timeline')}
            resources={resources}
            usage={usage}
            describe={(hour) => t('cell', { count: hour.count, percent: Math.round(hour.fraction * 100) })}
          />
        </QueryState>
      </div>
      <SaturationHeatmap
        title={t('saturation')}
        data={saturation.data}
        isLoading={sectors.isLoading || saturation.isLoading}
        error={saturation.error}
        onRetry={() => void saturation.refetch()}
      />
    </section>
  );
}
