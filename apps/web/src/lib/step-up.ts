import { TeamMessages } from '@seva/contract';
import { isApiError } from './api-error';

/*
 * Step-up (docs/product/team.md#step-up): an action that needs a two-step code entered lately is answered
 * 403 `Enter a two-step code to continue`. lib/api-client.ts asks here for a code (`askForStepUp`) and, once
 * one was accepted, sends the request again. The question is shown by the one dialog the providers mount
 * (app/step-up-dialog-host.tsx), which registers itself with `hostStepUp`; however many requests are refused
 * together, they wait for the same answer. Nothing here imports React or the dialog: the api client stays
 * on the first screen's path without them.
 */

/** The server's message asking for a code (the one refusal the api client answers with the dialog). */
export const STEP_UP_MESSAGE = TeamMessages.stepUpRequired;

type Listener = () => void;

interface Question {
  promise: Promise<boolean>;
  settle: (verified: boolean) => void;
}

let hosts = 0;
let question: Question | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether `error` is the server's refusal that a code would lift. */
export function isStepUpRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === STEP_UP_MESSAGE;
}

/**
 * Asks the member for a two-step code: true once one was accepted (`POST /admin/me/mfa/verify`), false
 * when they cancel or no dialog is mounted (then the caller keeps the server's refusal). Concurrent askers
 * share the one question. Rejects with the signal's reason when the caller gives up waiting.
 */
export function askForStepUp(signal?: AbortSignal): Promise<boolean> {
  if (hosts === 0) return Promise.resolve(false);
  if (!question) {
    let settle!: (verified: boolean) => void;
    const promise = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    const asked: Question = {
      promise,
      settle: (verified) => {
        if (question !== asked) return;
        question = null;
        settle(verified);
        notify();
      },
    };
    question = asked;
    notify();
  }
  const { promise } = question;
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<boolean>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then((verified) => {
      signal.removeEventListener('abort', onAbort);
      resolve(verified);
    });
  });
}

/** The dialog's answer: a code was accepted (true), or the member cancelled (false). */
export function answerStepUp(verified: boolean): void {
  question?.settle(verified);
}

/** Whether a code is being asked for now (read by the dialog). */
export function isAskingForStepUp(): boolean {
  return question !== null;
}

export function subscribeToStepUp(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The dialog host announces itself while mounted; without one, a refusal is not intercepted. The last
 * host leaving answers an open question with false, so no request waits for a dialog that is gone.
 */
export function hostStepUp(): () => void {
  hosts += 1;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    hosts -= 1;
    if (hosts === 0) answerStepUp(false);
  };
}
