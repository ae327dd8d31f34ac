import { CONSULTATION_DURATION, PREP_DURATION } from '@teleplan/proto/schedule';
import type { ApiCaller } from './api-caller.ts';
import { inParallel, type SeedSession } from './session.ts';

export interface PropertiesContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
}

/** One set of properties the demo gives: whose, where they live, and what the demo wants in them. */
export interface WantedProperties {
  label: string;
  /** Under `/api/schedule/properties/`, e.g. `doctors/<id>`. */
  path: string;
  /** The body to POST; its keys are the ones compared with what is stored. */
  wanted: Record<string, number | string>;
  /** What the service creates on the first read. */
  defaults: Record<string, number | string>;
}

const AT_ONCE = 4;
const differs = (stored: Record<string, unknown>, wanted: Record<string, unknown>) =>
  Object.entries(wanted).some(([key, value]) => stored[key] !== value);

/**
 * Sets schedule properties (doctors' consultation durations, rooms' preparation durations) that are still at
 * the service's defaults; a value someone changed stays. The last item's properties are read first: when
 * they are no longer the defaults, the stage was done before and nothing else is asked. Items are chosen so
 * that the last one's wanted values differ from the defaults.
 */
export async function seedProperties(
  context: PropertiesContext,
  items: readonly WantedProperties[],
): Promise<void> {
  const last = items.at(-1);
  if (!last) return;
  if (differs(await read(context, last), last.defaults)) return;
  await inParallel(items, AT_ONCE, async (item) => {
    const stored = item === last ? last.defaults : await read(context, item);
    if (differs(stored, item.defaults) || !differs(item.wanted, item.defaults)) return;
    await context.session.callOnceReplicated(
      context.gateway,
      {
        method: 'POST',
        path: `/api/schedule/properties/${item.path}`,
        token: context.token,
        json: item.wanted,
      },
      [200],
    );
    context.session.report.updated.push(`${item.label} properties`);
  });
}

/** The item's stored properties; the service creates its defaults on this first read. */
async function read(context: PropertiesContext, item: WantedProperties): Promise<Record<string, unknown>> {
  const answer = await context.session.callOnceReplicated(
    context.gateway,
    { method: 'GET', path: `/api/schedule/properties/${item.path}`, token: context.token },
    [200],
  );
  return answer.body as Record<string, unknown>;
}

export function doctorProperties(
  email: string,
  id: string,
  doctor: { consultationDuration: number; appointmentNotice?: string },
): WantedProperties {
  return {
    label: email,
    path: `doctors/${id}`,
    wanted: {
      consultationDuration: doctor.consultationDuration,
      appointmentNotice: doctor.appointmentNotice ?? '',
    },
    defaults: { consultationDuration: CONSULTATION_DURATION.default, appointmentNotice: '' },
  };
}

export function roomProperties(name: string, id: string, prepDuration: number): WantedProperties {
  return {
    label: `room ${name}`,
    path: `rooms/${id}`,
    wanted: { prepDuration },
    defaults: { prepDuration: PREP_DURATION.default },
  };
}
