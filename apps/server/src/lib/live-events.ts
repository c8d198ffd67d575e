import { EventEmitter } from 'node:events';
import { LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType } from '@seva/contract';

/**
 * Changes that only this server's caches listen for, never told to a socket: a vendor row that changed
 * without an event admins hear (the vendor app's edit of an application, a plan bought), and the rows
 * an admin edits in the catalogue and the plans (`<entity>.changed`, after the audited write).
 */
export const CHANGE_EVENT_TYPES = [
  'vendor.changed',
  'service_category.changed',
  'sub_service.changed',
  'subscription.changed',
  // Sessions that stopped being valid (docs/product/team.md#sessions): their open sockets are closed at once.
  'admin_session.revoked',
  'admin.sessions_revoked',
] as const;
export type ChangeEventType = (typeof CHANGE_EVENT_TYPES)[number];

export type DomainEventType = LiveEventType | ChangeEventType;

/** A committed write: what it is about (`id`, the row's id) and, for payments and complaints, whose. */
export interface DomainEvent extends Omit<LiveEvent, 'type'> {
  type: DomainEventType;
}

const liveTypes: ReadonlySet<string> = new Set(LIVE_EVENT_TYPES);

/** True for the events signed-in admins are told of (docs/product/partner-api.md#live-events). */
export function isLiveEvent(event: DomainEvent): event is LiveEvent {
  return liveTypes.has(event.type);
}

/**
 * The one way a write tells what it changed. Services emit after their write has committed; whoever keeps
 * something the write makes stale (a list's totals and cached rows) subscribes and forgets it, so no
 * service calls another's cache. The live events among them (isLiveEvent) are also told to signed-in
 * admins (docs/product/partner-api.md#live-events): the chat socket plugin forwards them to the admin
 * sockets (through the Redis adapter when several processes run). With no subscriber (tests of a
 * service alone), an event goes nowhere. Listeners run synchronously within emit(), so a write's
 * caches are cleared before it answers.
 */
export class LiveEvents {
  readonly #emitter = new EventEmitter();

  constructor(private readonly clock: () => number = Date.now) {
    // Every list with a cache listens: more listeners than Node's default warning threshold is normal.
    this.#emitter.setMaxListeners(0);
  }

  emit(type: DomainEventType, id: number, party?: LiveEvent['party']): void {
    const event: DomainEvent = {
      type,
      id,
      at: new Date(this.clock()).toISOString(),
      ...(party ? { party } : {}),
    };
    this.#emitter.emit('event', event);
  }

  /** Calls `listener` with every event from now on; returns the function that stops it. */
  subscribe(listener: (event: DomainEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}
