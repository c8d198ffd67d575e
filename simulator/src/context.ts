import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contract';
import type { Socket } from 'socket.io-client';
import { type ApiClient, type Outcome, outcomeOf } from './api-client';
import type { SimulatorOptions } from './options';
import type { Random } from './random';
import type { Summary } from './summary';
import type { World } from './world';

/** What every simulated party shares: the typed API client, the world it knows, the dice and the log. */
export interface SimContext {
  api: ApiClient;
  world: World;
  random: Random;
  options: SimulatorOptions;
  summary: Summary;
  /** Prints one line of an action. */
  line(action: string, text: string): void;
  /** True once the run is over: sockets stop answering. */
  isStopping(): boolean;
}

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A step of an action that the server refused (or did not answer). */
export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly outcome: Outcome,
  ) {
    super(`${step}: ${outcome.status || 'no answer'}${outcome.message ? ` ${outcome.message}` : ''}`);
  }
}

/** Nothing to do for this action right now (e.g. no approved vendor yet); another is picked. */
export class NotPossible extends Error {}

/** The answer's data when it succeeded; else StepFailed with its status and message. */
export function check<T>(step: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined || !answer.response.ok) throw new StepFailed(step, outcomeOf(answer));
  return answer.data;
}

/** One of `items`, or NotPossible when there is none. */
export function pickOrSkip<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new NotPossible();
  return random.pick(items);
}

/** Ids to try while the catalogue is unknown (no admin sign-in): the demo catalogue's first rows. */
export const PROBE_IDS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Drops an id the server does not know from what the simulator tries (only while probing). */
export function forgetProbedId(
  world: World,
  list: 'serviceIds' | 'planIds' | 'categoryIds',
  id: number,
): void {
  if (world.admin) return;
  world[list] = world[list].filter((known) => known !== id);
}
