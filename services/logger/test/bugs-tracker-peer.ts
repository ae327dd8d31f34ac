import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the peer answers: MantisBT's way, or one of the ways a tracker fails. */
export type PeerMode =
  'mantis' | 'slow' | 'trickle' | 'huge' | 'unauthorized' | 'garbage' | 'wrong-shape' | 'redirect';

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

const reporter = (name: string, realName: string) => ({
  id: 2,
  name,
  real_name: realName,
  email: `${name}@x.org`,
});
const label = (id: number, name: string, text: string) => ({ id, name, label: text });

/** An issue as MantisBT 2.x's REST API writes it (French labels: the token owner's language). */
export function mantisIssue(id: number, projectId = 7) {
  return {
    id,
    summary: `Le calendrier ne se charge pas (${id})`,
    description: 'Écran blanc sur /app/calendar après connexion.',
    project: { id: projectId, name: 'Téléconsultation' },
    category: { id: 1, name: 'Planning' },
    reporter: reporter('jdupont', 'Jeanne Dupont'),
    status: label(50, 'assigned', 'affecté'),
    resolution: label(10, 'open', 'ouvert'),
    view_state: label(10, 'public', 'public'),
    priority: label(40, 'high', 'élevée'),
    severity: label(60, 'major', 'majeur'),
    reproducibility: label(10, 'always', 'toujours'),
    sticky: false,
    created_at: '2026-11-30T09:15:00+01:00',
    updated_at: '2026-12-01T10:00:00+01:00',
    attachments: [
      {
        id: 31,
        reporter: reporter('jdupont', 'Jeanne Dupont'),
        created_at: '2026-11-30T09:15:00+01:00',
        size: 48_213,
        content_type: 'image/png',
        filename: 'capture.png',
      },
    ],
    notes: [
      {
        id: 12,
        reporter: reporter('mmartin', ''),
        text: 'Reproduit avec Firefox.',
        view_state: label(10, 'public', 'public'),
        type: 'note',
        attachments: [{ id: 32, filename: 'console.log', size: 2_500_000, content_type: 'text/plain' }],
        created_at: '2026-12-01T10:00:00+01:00',
        updated_at: '2026-12-01T10:00:00+01:00',
      },
    ],
    history: [],
  };
}

/**
 * A MantisBT-compatible tracker on 127.0.0.1 (port 0): issues 1 to 3 of project 7 and issue 9 of its sub-project 8,
 * `Authorization` checked against `token` in every mode but `unauthorized`, which refuses all.
 */
export class TrackerPeer {
  mode: PeerMode = 'mantis';
  readonly token: string;
  readonly seen: SeenRequest[] = [];
  /** Where a `redirect` sends the client. */
  redirectTo = 'http://127.0.0.1:9/';
  private server: Server | undefined;
  private port = 0;

  constructor(token: string) {
    this.token = token;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/mantis`;
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => this.answer(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://peer');
    this.seen.push({
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.authorization,
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (this.mode === 'slow') return void setTimeout(() => json(200, { issues: [] }), 10_000).unref();
    if (this.mode === 'trickle') {
      // Headers at once, then the answer's start, and nothing more.
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.write('{"issues":[');
    }
    if (this.mode === 'huge') {
      // 17 MB of JSON, chunked (no length announced).
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = `"${'x'.repeat(1024 * 1024)}",`;
      response.write('{"issues":[],"padding":[');
      for (let i = 0; i < 17; i += 1) response.write(chunk);
      return void response.end('""]}');
    }
    if (this.mode === 'unauthorized' || request.headers.authorization !== this.token)
      return json(401, { message: 'API token not found', code: 1000, localized: 'Jeton introuvable' });
    if (this.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end('<html><body>Maintenance</body></html>');
    }
    if (this.mode === 'wrong-shape') return json(200, { bugs: [{ id: 'one' }] });
    if (this.mode === 'redirect') {
      response.writeHead(302, { location: this.redirectTo });
      return void response.end();
    }
    const one = /^\/mantis\/api\/rest\/issues\/(\d+)$/.exec(url.pathname);
    if (one) {
      const id = Number(one[1]);
      if (id >= 1 && id <= 3) return json(200, { issues: [mantisIssue(id)] });
      if (id === 9) return json(200, { issues: [mantisIssue(id, 8)] });
      return json(404, { message: `Issue #${id} not found`, code: 1100 });
    }
    if (url.pathname === '/mantis/api/rest/issues') {
      if (url.searchParams.get('project_id') !== '7') return json(404, { message: 'Project not found' });
      const size = Number(url.searchParams.get('page_size'));
      const page = Number(url.searchParams.get('page'));
      const ids = [3, 2, 1].slice((page - 1) * size, page * size);
      return json(200, { issues: ids.map((id) => mantisIssue(id)) });
    }
    json(404, { message: 'Not found' });
  }
}
