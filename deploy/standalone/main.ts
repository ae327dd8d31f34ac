import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignals, logShippingOf, startStandalone } from './platform.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data.ts';
import { demoStaffEmails } from '../seed/demo-people.ts';
import { quietLogStream } from './quiet-log.ts';
import { demoLoginTable } from './banner.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

/** `npm start`: the whole platform in this process, data kept under `<repo>/.data`. */
const started = performance.now();
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const pgPort = Number(process.env.STANDALONE_PG_PORT ?? 5433);

// Built only when missing or older than its sources, while the rest starts.
const webReady = webBuildIsStale(repoRoot)
  ? (console.log('Building the web app (npm run build -w web)...'), buildWeb(repoRoot))
  : Promise.resolve();

/** An environment key left unset (or empty) takes the gateway's default. */
function numberOrUndefined(value: string | undefined): number | undefined {
  return value ? Number(value) : undefined;
}

const platform = await startStandalone({
  dataDir: path.join(repoRoot, '.data'),
  webDist: path.join(repoRoot, 'web', 'dist'),
  webReady,
  port,
  host: process.env.HOST ?? 'localhost',
  pgPort,
  logStream: quietLogStream(undefined, { seededAccounts: demoStaffEmails(DEMO_ACCOUNTS) }),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  logShipping: logShippingOf(process.env),
  trustedProxyHops: Number(process.env.TRUSTED_PROXY_HOPS ?? 0),
  internalPort: Number(process.env.STANDALONE_INTERNAL_PORT ?? 0),
  rateLimits: {
    tokenPerMinute: numberOrUndefined(process.env.GATEWAY_TOKEN_RATE_LIMIT),
    passwordPerMinute: numberOrUndefined(process.env.GATEWAY_PASSWORD_RATE_LIMIT),
    passwordLinkPerMinute: numberOrUndefined(process.env.GATEWAY_PASSWORD_LINK_RATE_LIMIT),
    evaluationPerMinute: numberOrUndefined(process.env.GATEWAY_EVALUATION_RATE_LIMIT),
  },
  publicConfig: {
    mapTileUrl: process.env.GATEWAY_MAP_TILE_URL,
    mapTileAttribution: process.env.GATEWAY_MAP_TILE_ATTRIBUTION,
    geocoderUrl: process.env.GATEWAY_GEOCODER_URL,
  },
  env: process.env,
  onNotice: (message) => console.warn(message),
}).catch((error: unknown) => {
  console.error(
    `Teleplan could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  console.error(`Is port ${port} (PORT) or ${pgPort} (STANDALONE_PG_PORT) taken by another program?`);
  process.exit(1);
});
closeOnSignals(platform);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
// A demo comfort only: the platform serves the same without it.
const surveyLink = await platform.surveyLinks.demo().catch(() => undefined);
console.log(
  [
    '',
    `  Teleplan is ready at ${platform.url}  (started in ${seconds} s${platform.seeded ? ', demo accounts created' : ''})`,
    '',
    '  Demo logins:',
    ...demoLoginTable(DEMO_ACCOUNTS, DEMO_PASSWORD).map((line) => `    ${line}`),
    '',
    ...(surveyLink ? [`  Satisfaction survey of a past demo appointment: ${surveyLink}`] : []),
    `  API docs: ${platform.url}/api/docs    Mails: .data/mail-outbox/    SMS: .data/sms-outbox/    Stop: Ctrl+C`,
    `  Metrics (this host only): ${platform.internalUrl}/api/<service>/metrics`,
    '',
  ].join('\n'),
);
