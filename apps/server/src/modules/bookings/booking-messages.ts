import { kolkataTimeOf, slotEnd } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Actor } from '../audit/service';
import { parseCustomerAddress } from '../customers/service';
import { firstNameOf, indiaDateText, indiaTimeText, queueMessage, rupeesText } from '../messages/service';
import type { BookingRow } from './repository';

/**
 * The messages a booking's changes send (docs/product/messages.md), each written in the transaction of
 * the change: the admin's assignment and cancellation here (service.ts), the customer app's booking and
 * cancellation (modules/customer-app/service.ts). `{time}` is the booking's slot (`3 Dec 2026,
 * 14:00-16:00 IST`), or when it was booked for a booking made before slots, in India time.
 */

/** The vendor a message names: who does the job, or who is told it is off. */
export interface VendorContact {
  vendor_id: number;
  vendor_name: string | null;
  vendor_mobile: string | null;
  name_of_bussiness: string | null;
}

type Booking = Pick<
  BookingRow,
  | 'booking_id'
  | 'customer_name'
  | 'mobile'
  | 'customer_address'
  | 'service_category_name'
  | 'created_at'
  | 'scheduled_start'
>;

function jobOf(booking: Booking) {
  const address = parseCustomerAddress(booking.customer_address);
  return {
    booking_id: String(booking.booking_id),
    service: booking.service_category_name ?? '',
    area: [address?.street, address?.city].filter((part) => part?.trim()).join(', '),
    time: booking.scheduled_start ? slotText(booking.scheduled_start) : indiaTimeText(booking.created_at),
  };
}

const vendorNames = (vendor: VendorContact) => ({
  vendor_name: vendor.vendor_name ?? '',
  business_name: vendor.name_of_bussiness ?? '',
});

/** `booking.received` to the customer: a booking was made. */
export async function tellBookingReceived(config: Config, trx: Kysely<Database>, booking: Booking) {
  await queueMessage(config, trx, {
    event: 'booking.received',
    to: booking.mobile,
    values: { ...jobOf(booking), customer_first_name: firstNameOf(booking.customer_name) },
    about: { bookingId: booking.booking_id },
  });
}

/** `booking.assigned_vendor` to the vendor and `booking.assigned_customer` to the customer. */
export async function tellBookingAssigned(
  config: Config,
  trx: Kysely<Database>,
  booking: Booking,
  vendor: VendorContact,
  actor?: Actor,
) {
  const job = jobOf(booking);
  const customer_first_name = firstNameOf(booking.customer_name);
  const about = { bookingId: booking.booking_id, vendorId: vendor.vendor_id };
  await queueMessage(config, trx, {
    event: 'booking.assigned_vendor',
    to: vendor.vendor_mobile,
    values: { ...vendorNames(vendor), ...job, customer_first_name },
    about,
    actor,
  });
  await queueMessage(config, trx, {
    event: 'booking.assigned_customer',
    to: booking.mobile,
    values: {
      ...job,
      customer_first_name,
      vendor_name: vendor.vendor_name ?? '',
      vendor_phone: vendor.vendor_mobile ?? '',
    },
    about,
    actor,
  });
}

/**
 * `booking.cancelled_vendor` to the vendor it was assigned to, if any, and `booking.cancelled_customer`
 * to the customer with the refund's sentence (empty without a refund).
 */
export async function tellBookingCancelled(
  config: Config,
  trx: Kysely<Database>,
  booking: Booking,
  cancelled: { vendor: VendorContact | undefined; refundPaise: number; actor?: Actor },
) {
  const { vendor, actor } = cancelled;
  if (vendor) await tellVendorJobOff(config, trx, booking, vendor, actor);
  await queueMessage(config, trx, {
    event: 'booking.cancelled_customer',
    to: booking.mobile,
    values: {
      ...jobOf(booking),
      customer_first_name: firstNameOf(booking.customer_name),
      refund: refundSentence(cancelled.refundPaise),
    },
    about: { bookingId: booking.booking_id },
    actor,
  });
}

/**
 * `booking.cancelled_vendor` to a vendor whose job is off: the booking was cancelled, or re-assigned to
 * another vendor.
 */
export async function tellVendorJobOff(
  config: Config,
  trx: Kysely<Database>,
  booking: Booking,
  vendor: VendorContact,
  actor?: Actor,
) {
  await queueMessage(config, trx, {
    event: 'booking.cancelled_vendor',
    to: vendor.vendor_mobile,
    values: { ...vendorNames(vendor), ...jobOf(booking) },
    about: { bookingId: booking.booking_id, vendorId: vendor.vendor_id },
    actor,
  });
}

/** The `{refund}` of a cancellation: `A refund of ₹450.00 is on its way.`, or empty without one. */
export function refundSentence(paise: number): string {
  return paise > 0 ? `A refund of ${rupeesText(paise)} is on its way.` : '';
}

/** A slot in words: `3 Dec 2026, 14:00-16:00 IST` (India time). */
export function slotText(start: string): string {
  return `${indiaDateText(start)}, ${kolkataTimeOf(start)}-${kolkataTimeOf(slotEnd(start))} IST`;
}

/**
 * A reschedule (docs/product/slots.md#rescheduling): `booking.rescheduled_vendor` to the vendor keeping the
 * job, or the job-off message to the vendor released from it, and `booking.rescheduled_customer` to the
 * customer, saying who comes (`{who}`).
 */
export async function tellBookingRescheduled(
  config: Config,
  trx: Kysely<Database>,
  booking: Booking,
  change: { kept: VendorContact | undefined; released: VendorContact | undefined; actor?: Actor },
) {
  const { kept, released, actor } = change;
  const job = jobOf(booking);
  const when = booking.scheduled_start ? slotText(booking.scheduled_start) : '';
  const customer_first_name = firstNameOf(booking.customer_name);
  if (released) await tellVendorJobOff(config, trx, booking, released, actor);
  if (kept) {
    await queueMessage(config, trx, {
      event: 'booking.rescheduled_vendor',
      to: kept.vendor_mobile,
      values: { ...vendorNames(kept), ...job, customer_first_name, when },
      about: { bookingId: booking.booking_id, vendorId: kept.vendor_id },
      actor,
    });
  }
  await queueMessage(config, trx, {
    event: 'booking.rescheduled_customer',
    to: booking.mobile,
    values: {
      ...job,
      customer_first_name,
      when,
      who: kept ? `${kept.vendor_name ?? 'Your vendor'} will come.` : 'We will tell you who is coming.',
    },
    about: { bookingId: booking.booking_id },
    actor,
  });
}
