import { describe, expect, it } from 'vitest';
import { Summary } from './summary';

describe('Summary', () => {
  it('counts each action and the failures by status', () => {
    const summary = new Summary();
    summary.record('customer.book', true, 201);
    summary.record('customer.book', false, 409);
    summary.record('customer.book', false, 409);
    summary.record('vendor.apply', true, 201);
    summary.record('vendor.apply', false, 0);
    expect(summary.total).toBe(5);
    expect(summary.failed).toBe(3);
    const lines = summary.lines(2);
    expect(lines[0]).toBe('Summary: 5 actions in 2.0 s, 3 failed');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}customer\.book +1 +2$/));
    expect(lines).toContain('  customer.book 409: 2');
    expect(lines).toContain('  vendor.apply no answer: 1');
    expect(lines.some((line) => line.startsWith('Refunds'))).toBe(false);
  });

  it('counts the refunds by state when the run recorded them', () => {
    const summary = new Summary();
    summary.record('customer.cancel-paid', true, 200);
    summary.recordRefunds(
      new Map([
        ['processed', 3],
        ['failed', 1],
        ['requested', 1],
      ]),
    );
    expect(summary.lines(60)).toContain('Refunds: 5 (processed 3, requested 1, pending 0, failed 1)');
  });
});
