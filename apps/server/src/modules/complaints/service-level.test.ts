import { describe, expect, it } from 'vitest';
import { type ServiceLevelInput, serviceLevelOf } from './service-level';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const targets = { firstResponseHours: 4, resolutionHours: 48 };

function levelAt(hours: number, complaint: Partial<ServiceLevelInput> = {}) {
  const input: ServiceLevelInput = {
    date: at(0),
    status: 'open',
    first_response_at: null,
    resolved_at: null,
    ...complaint,
  };
  return serviceLevelOf(input, { targets, now: T0 + hours * HOUR }).service_level;
}

describe('a complaint against its service-level targets', () => {
  it('is due its first response and resolution the targets after it was made', () => {
    expect(
      serviceLevelOf(
        { date: at(0), status: 'open', first_response_at: null, resolved_at: null },
        { targets, now: T0 },
      ),
    ).toEqual({
      first_response_due_at: at(4),
      resolution_due_at: at(48),
      service_level: 'on_track',
    });
  });

  it('goes on_track → near (a quarter of the first-response time left) → missed while nobody replies', () => {
    expect(levelAt(2.9)).toBe('on_track');
    expect(levelAt(3)).toBe('near');
    expect(levelAt(4)).toBe('near');
    expect(levelAt(4.01)).toBe('missed');
  });

  it('after a timely first response, is near with a quarter of the resolution time left and missed after it', () => {
    const answered = { status: 'in_progress' as const, first_response_at: at(1) };
    expect(levelAt(5, answered)).toBe('on_track');
    expect(levelAt(35.9, answered)).toBe('on_track');
    expect(levelAt(36, answered)).toBe('near');
    expect(levelAt(48.5, answered)).toBe('missed');
  });

  it('stays missed once the first response came late, even when resolved in time', () => {
    expect(levelAt(6, { status: 'in_progress', first_response_at: at(5) })).toBe('missed');
    expect(levelAt(30, { status: 'resolved', first_response_at: at(5), resolved_at: at(20) })).toBe('missed');
  });

  it('is met when resolved with both targets met, missed when resolved late', () => {
    expect(levelAt(100, { status: 'resolved', first_response_at: at(1), resolved_at: at(47) })).toBe('met');
    expect(levelAt(100, { status: 'resolved', first_response_at: at(1), resolved_at: at(49) })).toBe(
      'missed',
    );
  });

  it('counts resolving an unanswered complaint as its first response', () => {
    expect(levelAt(10, { status: 'resolved', resolved_at: at(3) })).toBe('met');
    expect(levelAt(10, { status: 'resolved', resolved_at: at(6) })).toBe('missed');
  });

  it('measures a reopened complaint against its original resolution target', () => {
    const reopened = { status: 'open' as const, first_response_at: at(1), resolved_at: null };
    expect(levelAt(20, reopened)).toBe('on_track');
    expect(levelAt(40, reopened)).toBe('near');
    expect(levelAt(50, reopened)).toBe('missed');
  });
});
