import type { CustomerIdentity } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClientInfo } from '../../lib/client-info';
import { openAppSession, revokeAppSession } from '../app-sessions/service';
import { createOtpFlow, type OtpCaller, type OtpDeps } from '../otp/service';
import * as customers from './repository';

/** What a customer sign-in answers: the token and the customer it names. */
export interface CustomerSignIn {
  token: string;
  customer: CustomerIdentity;
}

/**
 * Customer app sign-in by a texted code, the same flow as the vendor app's (docs/product/partner-api.md#sign-in-by-a-texted-code).
 * Every phone gets the same answer; a phone no customer has becomes a new customer, its name empty until
 * PUT /customer/me (docs/decisions/017-partner-api.md).
 */
export function createCustomerSignIn(deps: OtpDeps) {
  const { db, config, clock } = deps;

  function openSession(trx: Kysely<Database>, customer: CustomerIdentity, phone: string, client: ClientInfo) {
    return openAppSession(
      trx,
      { kind: 'customer', subjectId: customer.id, phone, ttlMs: config.sessionTtlMs, now: clock() },
      client,
    );
  }

  const flow = createOtpFlow<CustomerSignIn>(deps, {
    name: 'customer_login',
    failureKeyPrefix: 'customer_otp',
    smsLabel: 'customer sign-in',
    smsText: (code) => `Your Seva sign-in code is ${code}. It expires in 5 minutes.`,
    findSubject: async (phone) => (await customers.findCustomerByMobile(db, phone))?.customer_id ?? null,
    async issue(subject, client) {
      const row = await customers.findCustomer(db, subject.id);
      // The customer was there when the code was asked for; customers are never deleted, but be safe.
      if (!row) return enroll(subject.phone, client);
      const customer = { id: row.customer_id, name: row.customer_name };
      return { token: await openSession(db, customer, subject.phone, client), customer };
    },
    enroll,
  });

  /** A phone no customer had when its code was asked for: the customer it names now, or a new one. */
  function enroll(phone: string, client: ClientInfo): Promise<CustomerSignIn> {
    return db.transaction().execute(async (trx) => {
      const row =
        (await customers.findCustomerByMobile(trx, phone)) ?? (await customers.insertNewCustomer(trx, phone));
      const customer = { id: row.customer_id, name: row.customer_name };
      return { token: await openSession(trx, customer, phone, client), customer };
    });
  }

  return {
    requestOtp: (phone: string, caller: OtpCaller) => flow.request(phone, caller),
    verifyOtp: (phone: string, code: string, client: ClientInfo) => flow.verify(phone, code, client),
    /** Revokes the session the bearer named (the auth plugin found it live). */
    async logout(sessionId: number) {
      await revokeAppSession(db, sessionId);
    },
  };
}
