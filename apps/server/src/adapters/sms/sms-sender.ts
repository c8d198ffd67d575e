import type { FastifyBaseLogger } from 'fastify';

/** What a message sent through the outbox tells the gateway besides its text (docs/product/messages.md). */
export interface SmsOptions {
  /** The request's logger, so that any line about the message carries its id. */
  log?: FastifyBaseLogger;
  /** The DLT template id the text was registered under (India's DLT rules), when the template has one. */
  dltTemplateId?: string | null;
  /**
   * The gateway's idempotency key / client reference: the outbox row's dedupe key, the same on every
   * attempt, so that a gateway that already accepted it answers with the first message again.
   */
  reference?: string;
  /** Aborted when the delivery takes too long (the outbox's timeout). */
  signal?: AbortSignal;
  /** What the console outbox adds to its line for readers (the simulator): the message's id and event. */
  details?: { message_id?: number; event?: string | null };
}

/** What the gateway answered: the id it gave the message, when it gives one. */
export interface SmsSent {
  providerMessageId?: string;
}

/** Sends a text message to an Indian mobile number. */
export interface SmsSender {
  /**
   * Resolves once the gateway accepted the message. A refusal retrying will not change (a 4xx answer
   * other than 408/429) throws SmsRefusedError; anything else thrown is worth trying again.
   */
  send(to: string, message: string, options?: SmsOptions): Promise<SmsSent>;
}

/** The gateway refused the message for good (a bad number, an unregistered template): do not try again. */
export class SmsRefusedError extends Error {
  override name = 'SmsRefusedError';
}
