/** Counts of what the simulator did: per action, and failures by status (0: no answer). */
export class Summary {
  private readonly actions = new Map<string, { ok: number; failed: number }>();
  private readonly failures = new Map<string, number>();
  private refunds: Map<string, number> | null = null;

  /** The refunds the simulated cancellations started, by state (REFUND_STATUSES), at the end of the run. */
  recordRefunds(byState: Map<string, number>): void {
    this.refunds = byState;
  }

  record(action: string, ok: boolean, status: number): void {
    const counts = this.actions.get(action) ?? { ok: 0, failed: 0 };
    if (ok) counts.ok++;
    else {
      counts.failed++;
      const key = `${action} ${status === 0 ? 'no answer' : status}`;
      this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    }
    this.actions.set(action, counts);
  }

  get total(): number {
    let total = 0;
    for (const { ok, failed } of this.actions.values()) total += ok + failed;
    return total;
  }

  get failed(): number {
    let failed = 0;
    for (const counts of this.actions.values()) failed += counts.failed;
    return failed;
  }

  /** The closing table: one line per action, then the failures by action and status. */
  lines(seconds: number): string[] {
    const width = Math.max(6, ...[...this.actions.keys()].map((name) => name.length));
    const rows = [...this.actions.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = [
      `Summary: ${this.total} actions in ${seconds.toFixed(1)} s, ${this.failed} failed`,
      `  ${'action'.padEnd(width)}  ok  failed`,
      ...rows.map(
        ([name, c]) => `  ${name.padEnd(width)} ${String(c.ok).padStart(3)} ${String(c.failed).padStart(7)}`,
      ),
    ];
    if (this.refunds) {
      const total = [...this.refunds.values()].reduce((sum, n) => sum + n, 0);
      const states = ['processed', 'requested', 'pending', 'failed']
        .map((state) => `${state} ${this.refunds?.get(state) ?? 0}`)
        .join(', ');
      lines.push(`Refunds: ${total} (${states})`);
    }
    if (this.failures.size > 0) {
      lines.push('Failures by status:');
      for (const [key, count] of [...this.failures.entries()].sort()) lines.push(`  ${key}: ${count}`);
    }
    return lines;
  }
}
