import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message to an Indian mobile number. */
export interface SmsSender {
  /** `log`: the logger of the request that sends it, so any line about the message carries its id. */
  send(to: string, message: string, log?: FastifyBaseLogger): Promise<void>;
}
