import { addKolkataDays, kolkataDayOf } from '@seva/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { VendorsTable } from '../db/schema/marketplace-tables';
import { insertVendor, subscriptionColumns } from './factories';
import { approvedColumns } from './fixtures/vendors';
import type { TestApp } from './test-app';

/*
 * Slots in tests (docs/product/slots.md#customer-app): a vendor that makes a customer's slots available,
 * and the first slot GET /customer/me/slots offers, for the tests that book through the customer app.
 */

/**
 * An approved vendor on a trial of `category`, working round the clock (00:00–00:00) at pincode 411001
 * (the fixtures' ADDRESS, Pune) with a 25 km radius: every bookable slot of a customer near it is available
 * while it has no job then.
 */
export function insertSlotVendor(
  db: Kysely<Database>,
  category: { service_cat_id: number },
  overrides: Partial<Insertable<VendorsTable>> = {},
): Promise<Selectable<VendorsTable>> {
  return insertVendor(db, {
    ...approvedColumns(null),
    ...subscriptionColumns('trial', 10),
    service_cat_id: category.service_cat_id,
    pincode: '411001',
    service_radius: 25,
    service_start_time: '00:00',
    service_end_time: '00:00',
    ...overrides,
  });
}

/** The slots GET /customer/me/slots answers for the India day `date`. */
export async function slotsOf(
  t: TestApp,
  token: string,
  serviceId: number,
  date: string,
): Promise<{ start: string; end: string; available: boolean }[]> {
  const res = await t.request('GET', `/api/v1/customer/me/slots?service_id=${serviceId}&date=${date}`, {
    token,
  });
  if (res.status !== 200)
    throw new Error(`GET /customer/me/slots: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * The start of the first available slot from today (India time) on, as the customer app offers it;
 * the `skip` first ones are passed over. Throws when the horizon holds none.
 */
export async function firstAvailableSlot(
  t: TestApp,
  token: string,
  serviceId: number,
  skip = 0,
): Promise<string> {
  const today = kolkataDayOf(Date.now());
  let passed = 0;
  for (let day = 0; day <= 14; day++) {
    for (const slot of await slotsOf(t, token, serviceId, addKolkataDays(today, day))) {
      if (!slot.available) continue;
      if (passed === skip) return slot.start;
      passed++;
    }
  }
  throw new Error(`No available slot for service ${serviceId} within the horizon`);
}
