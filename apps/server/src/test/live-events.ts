import type { LiveEvent } from '@seva/contract';
import type { FastifyInstance } from 'fastify';
import { isLiveEvent } from '../lib/live-events';

/** Calls `listener` with each event signed-in admins are told of (not the caches' own change events). */
export function onLiveEvent(app: FastifyInstance, listener: (event: LiveEvent) => void): () => void {
  return app.liveEvents.subscribe((event) => {
    if (isLiveEvent(event)) listener(event);
  });
}
