import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { BugIssue, BugIssueSummary } from '@teleplan/proto/logger';

/*
 * The parts of MantisBT's REST answers (`GET api/rest/issues`, `GET api/rest/issues/{id}`) the bug viewer reads;
 * whatever else a tracker sends is ignored. MantisBT leaves `notes` and `attachments` out when there are none.
 */

const MantisLabel = Type.Object({ name: Type.String(), label: Type.Optional(Type.String()) });
const MantisAttachment = Type.Object({ id: Type.Integer(), filename: Type.String(), size: Type.Integer() });
const MantisNote = Type.Object({
  id: Type.Integer(),
  reporter: Type.Object({ name: Type.String(), real_name: Type.Optional(Type.String()) }),
  text: Type.String(),
  created_at: Type.String(),
  attachments: Type.Optional(Type.Array(MantisAttachment)),
});
const MantisIssueSummary = Type.Object({
  id: Type.Integer(),
  summary: Type.String(),
  created_at: Type.String(),
  status: MantisLabel,
  severity: MantisLabel,
});
const MantisIssue = Type.Object({
  ...MantisIssueSummary.properties,
  description: Type.String(),
  category: Type.Optional(Type.Union([Type.Object({ name: Type.String() }), Type.Null()])),
  resolution: MantisLabel,
  priority: MantisLabel,
  reproducibility: MantisLabel,
  attachments: Type.Optional(Type.Array(MantisAttachment)),
  notes: Type.Optional(Type.Array(MantisNote)),
});

const MantisIssuesAnswer = Type.Object({ issues: Type.Array(MantisIssueSummary) });
const MantisIssueAnswer = Type.Object({ issues: Type.Tuple([MantisIssue]) });

/** A tracker's answer the bug viewer cannot read (not MantisBT's shape). */
export class UnreadableAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableAnswer';
  }
}

/** MantisBT writes instants with the server's offset (`2026-12-07T09:15:00+01:00`); the wire wants UTC. */
function instant(text: string): string {
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new UnreadableAnswer(`not an instant: ${text.slice(0, 40)}`);
  return new Date(time).toISOString();
}

const label = (value: Static<typeof MantisLabel>) => ({ name: value.name, label: value.label ?? value.name });

const attachments = (list: Static<typeof MantisAttachment>[] | undefined) =>
  (list ?? []).map(({ id, filename, size }) => ({ id, filename, size: Math.max(0, size) }));

function toSummary(issue: Static<typeof MantisIssueSummary>): BugIssueSummary {
  return {
    id: issue.id,
    summary: issue.summary,
    createdAt: instant(issue.created_at),
    status: label(issue.status),
    severity: label(issue.severity),
  };
}

function check<T extends TSchema>(schema: T, body: unknown): Static<T> {
  if (Value.Check(schema, body)) return body as Static<T>;
  const first = Value.Errors(schema, body)[0];
  throw new UnreadableAnswer(`not MantisBT's shape at ${first?.instancePath || '(root)'}: ${first?.message}`);
}

/** A page of `GET api/rest/issues`, as the list shows it. */
export function issueSummaries(body: unknown): BugIssueSummary[] {
  return check(MantisIssuesAnswer, body).issues.map(toSummary);
}

/** The one issue of `GET api/rest/issues/{id}`, as the detail shows it. */
export function issueDetail(body: unknown): BugIssue {
  const [issue] = check(MantisIssueAnswer, body).issues;
  return {
    ...toSummary(issue),
    description: issue.description,
    category: issue.category?.name ?? '',
    resolution: label(issue.resolution),
    priority: label(issue.priority),
    reproducibility: label(issue.reproducibility),
    attachments: attachments(issue.attachments),
    notes: (issue.notes ?? []).map((note) => ({
      id: note.id,
      // MantisBT's real name is optional (and empty when unset): the login name stands in.
      reporter: note.reporter.real_name || note.reporter.name,
      text: note.text,
      createdAt: instant(note.created_at),
      attachments: attachments(note.attachments),
    })),
  };
}
