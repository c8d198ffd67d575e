/**
 * One performance budget of docs/product/data-and-security.md#performance-budgets (the ratios every bench
 * states against a reference measured in the same run): printed as `budget <name>: measured <value> / goal
 * <op> <goal> / met` so that `npm run bench` output can be read (and grepped) budget by budget.
 */
export interface Budget {
  /** What is measured, e.g. "vendors[sqlite] page throughput vs ceiling". */
  name: string;
  measured: number;
  goal: number;
  /** 'min': the measured value must be at least the goal; 'max': at most. */
  kind: 'min' | 'max';
  /** Printed after both numbers: '%', '×', ' ms', ' KB'. */
  unit: string;
  /** Digits after the decimal point (default 0). */
  digits?: number;
}

/** Every budget printed so far in this process, for the summary at the end of `npm run bench`. */
const printed: Budget[] = [];

export function isMet(budget: Budget): boolean {
  return budget.kind === 'min' ? budget.measured >= budget.goal : budget.measured <= budget.goal;
}

/** The budget's line; the budget is also kept for budgetSummary. */
export function budgetLine(budget: Budget): string {
  printed.push(budget);
  return formatBudget(budget);
}

function formatBudget(budget: Budget): string {
  const digits = budget.digits ?? 0;
  const value = (n: number) => `${n.toFixed(digits)}${budget.unit}`;
  const op = budget.kind === 'min' ? '≥' : '≤';
  return `budget ${budget.name}: measured ${value(budget.measured)} / goal ${op} ${value(budget.goal)} / ${isMet(budget) ? 'met' : 'NOT met'}`;
}

/** Every budget line printed so far, then `N of M budgets met`. */
export function budgetSummary(): string[] {
  const met = printed.filter(isMet).length;
  return [...printed.map(formatBudget), `${met} of ${printed.length} budgets met`];
}

/** A load's throughput and p99, and those of its reference (a ceiling route) measured in the same run. */
export interface AgainstReference {
  rps: number;
  p99: number;
  /** Requests not answered with 2xx (errors, timeouts, refusals). */
  failed: number;
}

/** p99 may be at most this many times the reference's. */
export const P99_FACTOR = 3;

/** A load's throughput as a percentage of its reference's, and its p99 as a multiple of the reference's. */
export function againstReference(load: AgainstReference, reference: AgainstReference) {
  return {
    percent: (load.rps / reference.rps) * 100,
    // A ceiling p99 of 0 ms (autocannon rounds to whole ms) counts as 1 ms; no answer at all, as endless.
    p99Factor: load.rps === 0 ? Number.POSITIVE_INFINITY : load.p99 / Math.max(reference.p99, 1),
  };
}

/**
 * The two budgets of a load against its reference: throughput at least `minPercent` % of the reference's,
 * p99 at most P99_FACTOR times the reference's p99; and, when requests failed, none may.
 */
export function referenceBudgetLines(
  name: string,
  load: AgainstReference,
  reference: AgainstReference,
  minPercent: number,
): string[] {
  const { percent, p99Factor } = againstReference(load, reference);
  return [
    budgetLine({
      name: `${name} throughput vs ceiling`,
      measured: percent,
      goal: minPercent,
      kind: 'min',
      unit: '%',
      digits: 1,
    }),
    budgetLine({
      name: `${name} p99 vs ceiling p99`,
      measured: p99Factor,
      goal: P99_FACTOR,
      kind: 'max',
      unit: '×',
      digits: 1,
    }),
    // Only when some failed: a refused request is quick and would flatter the p99.
    ...[load, reference]
      .filter((m) => m.failed > 0)
      .map((m) =>
        budgetLine({
          name: `${name}${m === reference ? ' ceiling' : ''} failed requests`,
          measured: m.failed,
          goal: 0,
          kind: 'max',
          unit: '',
        }),
      ),
  ];
}

/** Percent of the reference's throughput: lists (limit 50), searches of 3+ letters, writes. */
export const MIN_PERCENT = { list: 45, search: 30, write: 40 } as const;

/** Server resident memory under load, in MB. */
export function rssBudgetLine(name: string, mb: number): string {
  return budgetLine({ name: `${name} server RSS`, measured: mb, goal: 250, kind: 'max', unit: ' MB' });
}
