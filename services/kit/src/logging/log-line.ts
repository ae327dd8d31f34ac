import { LOG_MESSAGE_MAX_LENGTH, type LogLevel, type LogLine } from '@teleplan/proto/logger';

/** pino's numeric levels. */
export const PINO_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type PinoLevelName = keyof typeof PINO_LEVELS;

/** One pino line as the logger hands it to its destination, before it is written as JSON. */
export interface PinoRecord {
  level: number;
  time: Date;
  /** The fields of the call (`log.warn({ … }, msg)`); an Error logged alone arrives as `{ err }`. */
  fields: Record<string, unknown>;
  msg: string | undefined;
  /** The logger's bindings: `reqId` of a request's logger, `service` of a mounted service's, `name`. */
  bindings: Record<string, unknown>;
}

/** What a line carries besides its own fields. */
export interface LineOrigin {
  /** The process's service, for lines of no mounted service (the standalone root's own, the bus's). */
  service: string;
  /** The request the line was written in, if any (`request-context.ts`). */
  requestId?: string;
  accountId?: string;
}

/** Fields a line's details never hold: pino's own, the shipping marks, and what the line's columns already say. */
const LEFT_OUT = new Set([
  'pid',
  'hostname',
  'name',
  'msg',
  'level',
  'time',
  'reqId',
  'service',
  'accountId',
  'keep',
  'config',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERVICE_MAX_LENGTH = 64;
const REQUEST_ID_MAX_LENGTH = 64;

/** The log table's level of a pino line (docs/architecture.md#logs). */
export function logLevelOf(level: number, fields: Record<string, unknown>): LogLevel {
  if (level >= PINO_LEVELS.error) return 'SEVERE';
  if (level >= PINO_LEVELS.warn) return 'WARNING';
  if (level >= PINO_LEVELS.info) return fields.config === true ? 'CONFIG' : 'INFO';
  if (level >= PINO_LEVELS.debug) return 'FINE';
  return 'FINEST';
}

/** The line as the logger service stores it (`LogLineSchema`). */
export function toLogLine(record: PinoRecord, origin: LineOrigin): LogLine {
  const own = { ...record.bindings, ...record.fields };
  const service = typeof own.service === 'string' && own.service ? own.service : origin.service;
  const reqId = typeof own.reqId === 'string' ? own.reqId : origin.requestId;
  // Only an id: one line the logger's schema refuses would cost the whole batch.
  const accountId = [own.accountId, origin.accountId].find(
    (id): id is string => typeof id === 'string' && UUID.test(id),
  );
  const message = record.msg ?? '';
  return {
    time: record.time.toISOString(),
    level: logLevelOf(record.level, record.fields),
    service: service.slice(0, SERVICE_MAX_LENGTH),
    message:
      message.length > LOG_MESSAGE_MAX_LENGTH ? `${message.slice(0, LOG_MESSAGE_MAX_LENGTH)}…` : message,
    requestId: reqId ? reqId.slice(0, REQUEST_ID_MAX_LENGTH) : null,
    accountId: accountId ?? null,
    details: detailsOf(own),
  };
}

/**
 * The line's other fields as JSON values: an error as `{ type, message, stack }`, a request as its method and URL,
 * an answer as its status code (never a body), anything that is not JSON left out.
 */
function detailsOf(own: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(own)) {
    if (LEFT_OUT.has(key) || value === undefined) continue;
    const json = key === 'req' ? requestOf(value) : key === 'res' ? answerOf(value) : jsonOf(value);
    if (json !== undefined) details[key] = json;
  }
  return details;
}

function requestOf(value: unknown): unknown {
  const request = value as { method?: unknown; url?: unknown } | null;
  return typeof request?.method === 'string' ? { method: request.method, url: request.url } : undefined;
}

function answerOf(value: unknown): unknown {
  const answer = value as { statusCode?: unknown } | null;
  return typeof answer?.statusCode === 'number' ? { statusCode: answer.statusCode } : undefined;
}

function jsonOf(value: unknown): unknown {
  if (value instanceof Error) return { type: value.name, message: value.message, stack: value.stack };
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
