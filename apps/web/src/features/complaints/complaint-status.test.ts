import { describe, expect, it } from 'vitest';
import { complaintQuote } from './chat-reply';
import { formatAge, serviceLevelWarning } from './complaint-status';
import type { ComplaintView } from './complaint-view';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

const complaint = (fields: Partial<ComplaintView>): ComplaintView => ({
  kind: 'vendor',
  id: 12,
  complainantId: 5,
  name: 'Rakesh Menon',
  email: null,
  mobile: null,
  date: '2026-11-23T08:00:00.000Z',
  description: 'Late payout',
  status: 'open',
  assigneeId: null,
  assigneeName: null,
  firstResponseAt: null,
  resolvedAt: null,
  resolutionNote: null,
  firstResponseDueAt: '2026-11-23T12:00:00.000Z',
  resolutionDueAt: '2026-11-26T08:00:00.000Z',
  serviceLevel: 'on_track',
  ...fields,
});

describe('formatAge', () => {
  it('counts whole minutes under an hour, hours under a day, then days', () => {
    expect(formatAge('2026-11-23T11:15:00.000Z', NOW)).toBe('45 min');
    expect(formatAge('2026-11-23T06:59:00.000Z', NOW)).toBe('5 h');
    expect(formatAge('2026-11-20T10:00:00.000Z', NOW)).toBe('3 d');
    expect(formatAge('2026-11-23T12:00:30.000Z', NOW)).toBe('0 min');
  });
});

describe('serviceLevelWarning', () => {
  it('says nothing while on track or met', () => {
    expect(serviceLevelWarning(complaint({}), NOW)).toBeNull();
    expect(serviceLevelWarning(complaint({ serviceLevel: 'met', status: 'resolved' }), NOW)).toBeNull();
  });

  it('names the first response while it is awaited, the resolution after it', () => {
    expect(serviceLevelWarning(complaint({ serviceLevel: 'near' }), NOW)?.label).toBe('Response due soon');
    expect(
      serviceLevelWarning(
        complaint({ serviceLevel: 'near', firstResponseAt: '2026-11-23T09:00:00.000Z' }),
        NOW,
      )?.label,
    ).toBe('Resolution due soon');
  });

  it('names the missed target', () => {
    expect(serviceLevelWarning(complaint({ serviceLevel: 'missed' }), NOW)?.label).toBe('Response overdue');
    expect(
      serviceLevelWarning(
        complaint({
          serviceLevel: 'missed',
          firstResponseAt: '2026-11-23T09:00:00.000Z',
          resolutionDueAt: '2026-11-23T11:00:00.000Z',
        }),
        NOW,
      )?.label,
    ).toBe('Resolution overdue');
    expect(
      serviceLevelWarning(
        complaint({
          serviceLevel: 'missed',
          status: 'resolved',
          firstResponseAt: '2026-11-23T09:00:00.000Z',
          resolvedAt: '2026-11-27T08:00:00.000Z',
          resolutionDueAt: '2026-11-26T08:00:00.000Z',
        }),
        Date.parse('2026-11-28T00:00:00.000Z'),
      )?.label,
    ).toBe('Resolution overdue');
  });
});

describe('complaintQuote', () => {
  it('quotes the first 120 characters of the description on one line', () => {
    expect(complaintQuote({ id: 12, description: 'Payout\nlate  again' })).toBe(
      'Re: complaint #12 — "Payout late again"\n\n',
    );
    const long = 'x'.repeat(130);
    expect(complaintQuote({ id: 3, description: long })).toBe(`Re: complaint #3 — "${'x'.repeat(120)}…"\n\n`);
  });
});
