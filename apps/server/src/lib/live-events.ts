import { EventEmitter } from 'node:events';
import type { LiveEvent, LiveEventType } from '@seva/contract';

/**
 * Tells signed-in admins what arrived (docs/product/partner-api.md#live-events). Services emit after
 * their write has committed; the chat socket plugin forwards each event to the admin sockets (through
 * the Redis adapter when several processes run). With no socket attached (tests of a service alone),
 * an event goes nowhere.
 */
export class LiveEvents {
  readonly #emitter = new EventEmitter();

  constructor(private readonly clock: () => number = Date.now) {}

  emit(type: LiveEventType, id: number, party?: LiveEvent['party']): void {
    const event: LiveEvent = {
      type,
      id,
      at: new Date(this.clock()).toISOString(),
      ...(party ? { party } : {}),
    };
    this.#emitter.emit('event', event);
  }

  /** Calls `listener` with every event from now on; returns the function that stops it. */
  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}
