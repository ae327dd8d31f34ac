import os from 'node:os';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { BULK, insertProfiles, insertRooms } from './bulk-data.ts';
import { measure, type LoadTarget } from './load.ts';
import { cpuSeconds } from './process-cpu.ts';
import { signInAs } from './requests.ts';
import type { BenchResults, ListRow } from './results.ts';
import type { StandaloneProcess } from './standalone-process.ts';

/** What the lists aim at (issues "People" and "Practices", quality bar). */
export const LIST_P95_AIM_MS = 20;
/** Beside the busy office (the read rows' connections): what one user alone waits for. */
export const SINGLE_USER_CONNECTIONS = 1;

interface ListRequest {
  label: string;
  /** Path and query, through the platform's gateway. */
  path: string;
  /** Whether to measure the last page of the same query instead of the first. */
  lastPage?: boolean;
  /**
   * Each request a search the service has not seen: `;id!=<a new random id>` appended to the RSQL `query` (true
   * of every row, so the same matches), past the matches the accounts service keeps per search and data version.
   */
  newSearchEachTime?: boolean;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The users list: staff with an account, role DOCTOR, last or first name containing `mar`, by last name. */
const USERS = query({
  query: 'staff==true;account=isnull=false;roles=in=(DOCTOR);(lastName==*mar*,firstName==*mar*)',
  sort: 'lastName,asc',
  size: '20',
});
/** The users list's patients: no staff, last or first name containing `mar`, by last name. */
const PATIENTS_BY_QUERY = query({
  query: 'staff==false;(lastName==*mar*,firstName==*mar*)',
  sort: 'lastName,asc',
  size: '20',
});
/** The patients list: patients whose name contains `mar`, by last name. */
const PATIENTS = query({ staff: 'false', name: 'mar', sort: 'lastName,asc', size: '20' });
/** The rooms list: enabled rooms whose name contains `reims`, by name, with their sectors. */
const ROOMS = query({
  query: 'enabled==true;name==*reims*',
  sort: 'name,asc',
  size: '20',
  withSectors: 'true',
  withSectorsNames: 'true',
});

const REQUESTS: readonly ListRequest[] = [
  { label: 'users by-query (DOCTOR, *mar*), page 0', path: `/api/user-profiles/by-query?${USERS}` },
  {
    label: 'users by-query (DOCTOR, *mar*), last page',
    path: `/api/user-profiles/by-query?${USERS}`,
    lastPage: true,
  },
  { label: 'patients profiles (name mar), page 0', path: `/api/user-profiles/profiles?${PATIENTS}` },
  {
    label: 'patients profiles (name mar), last page',
    path: `/api/user-profiles/profiles?${PATIENTS}`,
    lastPage: true,
  },
  {
    label: 'users by-query (DOCTOR, *mar*), page 0, a new search each time',
    path: `/api/user-profiles/by-query?${USERS}`,
    newSearchEachTime: true,
  },
  {
    label: 'users by-query (patients, *mar*), page 0, a new search each time',
    path: `/api/user-profiles/by-query?${PATIENTS_BY_QUERY}`,
    newSearchEachTime: true,
  },
  { label: 'rooms/with (enabled, *reims*), page 0', path: `/api/material-resources/rooms/with?${ROOMS}` },
  {
    label: 'rooms/aggregated-details, page 0',
    path: `/api/material-resources/rooms/aggregated-details?${query({ sort: 'name,asc', size: '20' })}`,
  },
];

/**
 * Bulk rows straight into the standalone platform's databases (`bulk-data.ts`), then each list through the
 * platform's gateway as the demo super administrator: one checked call (200, a non-empty page; the last page's
 * number), then the load with the read rows' connections (a busy office) and with one (a user alone).
 */
export async function benchLists(
  platform: StandaloneProcess,
  results: BenchResults,
  log: (line: string) => void,
): Promise<void> {
  log(`lists: inserting ${BULK.profiles} profiles, ${BULK.sectors} sectors and ${BULK.rooms} rooms...`);
  const began = performance.now();
  await insertProfiles(platform.pgUrl);
  await insertRooms(platform.pgUrl);
  results.lists.bulk = { ...BULK, seconds: (performance.now() - began) / 1000 };

  const token = await signInAs(platform.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  results.lists.loadAverage = { before: os.loadavg() };
  for (const request of REQUESTS) {
    const target = await checkedTarget(platform.origin, token, request);
    for (const connections of [results.settings.get.connections, SINGLE_USER_CONNECTIONS]) {
      log(`lists: GET ${request.label} (${connections} connection${connections === 1 ? '' : 's'})...`);
      const before = cpuSeconds(platform.pid);
      const figures = await measure(target.load, { ...results.settings.get, connections });
      const after = cpuSeconds(platform.pid);
      // Over the warm-up and the measured seconds alike: the CPU counters cannot tell them apart.
      const requests = figures.requests + figures.warmup.requests;
      const cpuMsPerRequest = {
        node: ((after.node - before.node) * 1000) / requests,
        postgres: ((after.postgres - before.postgres) * 1000) / requests,
      };
      const row: ListRow = {
        label: request.label,
        totalElements: target.totalElements,
        figures,
        cpuMsPerRequest,
      };
      results.lists.rows.push(row);
    }
  }
  results.lists.loadAverage.after = os.loadavg();
}

async function checkedTarget(
  origin: string,
  token: string,
  request: ListRequest,
): Promise<{ load: LoadTarget; totalElements: number }> {
  const fetchPage = async (path: string) => {
    const answer = await fetch(`${origin}${path}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { content: unknown[]; totalElements: number; totalPages: number };
  };
  const first = await fetchPage(request.path);
  if (first.content.length === 0) throw new Error(`${request.path} answered an empty page`);
  const path = request.lastPage ? `${request.path}&page=${first.totalPages - 1}` : request.path;
  if (request.lastPage && (await fetchPage(path)).content.length === 0)
    throw new Error(`${path} answered an empty page`);
  const unseen = () => {
    const url = new URL(path, origin);
    url.searchParams.set('query', `${url.searchParams.get('query')};id!=${crypto.randomUUID()}`);
    return `${url.pathname}${url.search}`;
  };
  return {
    load: {
      url: `${origin}${path}`,
      headers: { authorization: `Bearer ${token}` },
      nextPath: request.newSearchEachTime ? unseen : undefined,
    },
    totalElements: first.totalElements,
  };
}
