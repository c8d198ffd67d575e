import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';

export function latestChallenge(db: Kysely<Database>, purpose: string, phone: string) {
  return db
    .selectFrom('otp_challenges')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Replaces any open challenge for the phone with a new one (one live code per phone and purpose). */
export async function replaceChallenge(
  db: Kysely<Database>,
  challenge: {
    phone: string;
    purpose: string;
    subject_id: number | null;
    code_hash: string;
    expires_at: string;
  },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otp_challenges')
      .set({ consumed_at: isoNow() })
      .where('purpose', '=', challenge.purpose)
      .where('phone', '=', challenge.phone)
      .where('consumed_at', 'is', null)
      .execute();
    await trx.insertInto('otp_challenges').values(challenge).execute();
  });
}

/**
 * Counts a wrong guess against an open challenge and burns it at the `maxAttempts`th, in one statement,
 * so guesses arriving together each count once. False when the challenge was no longer open (burnt,
 * used or replaced meanwhile): that guess counted for nothing.
 */
export function recordWrongGuess(db: Kysely<Database>, id: number, maxAttempts: number) {
  return db
    .updateTable('otp_challenges')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      consumed_at: eb
        .case()
        .when('attempts', '>=', maxAttempts - 1)
        .then(isoNow())
        .else(null)
        .end(),
    }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
    .then((r) => Number(r.numUpdatedRows) === 1);
}

/** Consumes an open challenge; false when another request consumed it first. */
export function consumeChallenge(db: Kysely<Database>, id: number) {
  return db
    .updateTable('otp_challenges')
    .set({ consumed_at: isoNow() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
    .then((r) => Number(r.numUpdatedRows) === 1);
}
