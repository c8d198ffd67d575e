/**
 * At most `max` events in any `windowMs`: a sliding log of the last `max` event times. One per socket
 * and event kind, so a connection cannot flood the room or the database.
 */
export class RateWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records an event and says whether it is allowed. Refused events do not count. */
  take(): boolean {
    const now = this.clock();
    while (this.times.length > 0 && now - this.times[0]! >= this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }
}
