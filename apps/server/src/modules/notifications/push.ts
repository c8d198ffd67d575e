import type { NotificationCounts } from '@seva/contract';
import { isLiveEvent, type LiveEvents } from '../../lib/live-events';

export type CountsListener = (adminId: number, counts: NotificationCounts) => void;

export interface CountsSource {
  /** The admins whose bells may be open (a live session). */
  signedInAdmins(): Promise<number[]>;
  countsFor(adminIds: number[]): Promise<Map<number, NotificationCounts>>;
}

/** A burst of arrivals (a seed, a busy minute) is counted once per this many milliseconds. */
export const PUSH_COALESCE_MS = 100;

/**
 * Pushes each admin's fresh bell counts (docs/product/cockpit.md#live-bell) to whoever listens (the chat
 * socket plugin, which emits `notificationCounts` to the admin's inbox, through the Redis adapter when
 * several processes run). Every live event recounts for every signed-in admin; a vendor message or a
 * read mark recounts for one admin. Requests within PUSH_COALESCE_MS are counted together.
 */
export class NotificationPush {
  readonly #listeners = new Set<CountsListener>();
  readonly #admins = new Set<number>();
  #everyone = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;
  readonly #stopEvents: () => void;

  constructor(
    private readonly source: CountsSource,
    events: LiveEvents,
    private readonly onError: (err: unknown) => void,
  ) {
    this.#stopEvents = events.subscribe((event) => {
      if (isLiveEvent(event)) this.everyone();
    });
  }

  /** Calls `listener` with every push from now on; returns the function that stops it. */
  subscribe(listener: CountsListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Something every admin counts changed. */
  everyone(): void {
    this.#everyone = true;
    this.#schedule();
  }

  /** Something only `adminId` counts changed (a message in their room, their read marks). */
  admin(adminId: number): void {
    this.#admins.add(adminId);
    this.#schedule();
  }

  stop(): void {
    this.#stopped = true;
    this.#stopEvents();
    clearTimeout(this.#timer);
    this.#listeners.clear();
  }

  #schedule(): void {
    if (this.#stopped || this.#listeners.size === 0 || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#flush().catch(this.onError);
    }, PUSH_COALESCE_MS);
    this.#timer.unref();
  }

  async #flush(): Promise<void> {
    const everyone = this.#everyone;
    const admins = [...this.#admins];
    this.#everyone = false;
    this.#admins.clear();
    const ids = everyone ? [...new Set([...(await this.source.signedInAdmins()), ...admins])] : admins;
    if (this.#stopped || ids.length === 0) return;
    const counts = await this.source.countsFor(ids);
    if (this.#stopped) return;
    for (const [adminId, c] of counts) for (const listener of this.#listeners) listener(adminId, c);
  }
}
