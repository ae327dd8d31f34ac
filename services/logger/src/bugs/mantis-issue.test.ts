import { describe, expect, it } from 'vitest';
import { issueDetail, issueSummaries, UnreadableAnswer } from './mantis-issue.ts';

const label = (name: string, text?: string) => ({
  id: 10,
  name,
  ...(text === undefined ? {} : { label: text }),
});

/** The fewest fields MantisBT sends for an issue without category, notes or attachments. */
const bareIssue = {
  id: 5,
  summary: 'Export CSV vide',
  description: '',
  status: label('new', 'nouveau'),
  resolution: label('open', 'ouvert'),
  severity: label('minor', 'mineur'),
  priority: label('normal', 'normale'),
  reproducibility: label('have not tried', 'pas essayé'),
  created_at: '2026-03-29T01:30:00Z',
};

describe('MantisBT answers as the bug viewer shows them', () => {
  it('reads an issue without notes, attachments or category as empty ones', () => {
    expect(issueDetail({ issues: [bareIssue] })).toEqual({
      id: 5,
      summary: 'Export CSV vide',
      description: '',
      category: '',
      createdAt: '2026-03-29T01:30:00.000Z',
      status: { name: 'new', label: 'nouveau' },
      resolution: { name: 'open', label: 'ouvert' },
      severity: { name: 'minor', label: 'mineur' },
      priority: { name: 'normal', label: 'normale' },
      reproducibility: { name: 'have not tried', label: 'pas essayé' },
      attachments: [],
      notes: [],
    });
  });

  it('shows the name where a tracker sends no label', () => {
    const [summary] = issueSummaries({ issues: [{ ...bareIssue, status: label('resolved') }] });
    expect(summary?.status).toEqual({ name: 'resolved', label: 'resolved' });
  });

  it("shows a note's reporter by real name when there is one", () => {
    const note = {
      id: 1,
      reporter: { id: 3, name: 'jdupont', real_name: 'Jeanne Dupont' },
      text: 'Vu.',
      created_at: '2026-10-25T02:30:00+02:00',
    };
    const issue = issueDetail({ issues: [{ ...bareIssue, notes: [note] }] });
    expect(issue.notes).toEqual([
      {
        id: 1,
        reporter: 'Jeanne Dupont',
        text: 'Vu.',
        createdAt: '2026-10-25T00:30:00.000Z',
        attachments: [],
      },
    ]);
  });

  it.each([
    ['not an object', 'Maintenance'],
    ['no issues', { bugs: [] }],
    ['a summary missing', { issues: [{ ...bareIssue, summary: undefined }] }],
    ['an instant that is not one', { issues: [{ ...bareIssue, created_at: 'hier' }] }],
    ['two issues for one id', { issues: [bareIssue, bareIssue] }],
  ])('refuses an answer with %s', (_why, body) => {
    expect(() => issueDetail(body)).toThrow(UnreadableAnswer);
  });
});
