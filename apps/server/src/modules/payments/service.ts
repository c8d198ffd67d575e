import { BookingMessages } from '@seva/contract';
import { notFound } from '../../lib/http-error';
import { jsonCacheShare } from '../../lib/lists/json-cache-budget';
import { JsonRowCache, ownedUtf8 } from '../../lib/lists/json-row-cache';
import { listTotals } from '../../lib/lists/list-totals';
import { createPager, type Reader } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { customerExists } from '../customers/service';
import { customerPaymentVersion, toCustomerPayment, toVendorPayment } from './mapper';
import {
  type CustomerPaymentPage,
  type CustomerPaymentRow,
  countCustomerPayments,
  countVendorPayments,
  findCustomerPaymentRows,
  findVendorPaymentRows,
  listCustomerPaymentIds,
  listCustomerPaymentRows,
  listCustomerPaymentVersions,
  listPaymentsOfCustomer,
  listVendorPaymentIds,
  listVendorPaymentRows,
  type VendorPaymentPage,
  type VendorPaymentRow,
} from './repository';

const JSON_MAX_AGE_MS = 60_000;
/** A search page walks at most about this many rows in order before the trigram index is cheaper. */
const MAX_ROWS_TO_WALK = 5_000;

/** A payment list request: the text searched (customer_name or vendor_name), if any. */
type PaymentQuery = string | undefined;

const searchOf = {
  keyOf: (q: PaymentQuery) => q ?? '',
  isSearch: (q: PaymentQuery) => q !== undefined,
};

/**
 * Customer payments (finished JSON from cached rows, ADR 010 §2: a page reads only its payment ids),
 * vendor subscription payments, and one customer's payments. Payments arrive through the provider's
 * webhook (docs/product/partner-api.md#payment-provider): this process's `payment.captured` events clear
 * the party's totals at once; other processes' inserts show within the count cache's time (ADR 007).
 */
export function createPaymentService(deps: ServiceDeps) {
  const { db, dialect, config, clock } = deps;
  const customerTotals = listTotals<PaymentQuery>(deps, {
    count: (q, reader) => countCustomerPayments(reader, dialect, q),
    ...searchOf,
  });
  const vendorTotals = listTotals<PaymentQuery>(deps, {
    count: (q, reader) => countVendorPayments(reader, dialect, q),
    ...searchOf,
  });

  deps.events.subscribe((event) => {
    if (event.type !== 'payment.captured') return;
    (event.party === 'vendor' ? vendorTotals : customerTotals).invalidate();
  });

  /**
   * A search page's ids: the share of rows that match tells whether walking the page's order and testing
   * each row beats collecting every match from the trigram index (ADR 010 §4).
   */
  async function customerPaymentIds(
    q: PaymentQuery,
    page: CustomerPaymentPage & { limit: number },
    reader: Reader,
  ) {
    let scan = false;
    if (q) {
      const [total, all] = await Promise.all([customerTotals.of(q), customerTotals.of(undefined)]);
      scan = ((page.offset ?? 0) + page.limit) * (all / Math.max(total, 1)) <= MAX_ROWS_TO_WALK;
    }
    const rows = await listCustomerPaymentVersions(reader, dialect, q, page, scan);
    return rows.map((row) => ({ id: row.payment_id, version: customerPaymentVersion(row) }));
  }

  const customerPayments = createPager<PaymentQuery, CustomerPaymentPage, CustomerPaymentRow>(
    deps,
    {
      ids: (q, page, reader) => listCustomerPaymentIds(reader, dialect, q, page),
      rowsById: (ids) => findCustomerPaymentRows(db, ids),
      idOf: (row) => row.payment_id,
      toItem: toCustomerPayment,
      pageRows: (q, page, reader) => listCustomerPaymentRows(reader, dialect, q, page),
      total: customerTotals.of,
      knownTotal: customerTotals.known,
      isSearch: searchOf.isSearch,
      countsWithPage: searchOf.isSearch,
    },
    {
      cache: new JsonRowCache({
        maxBytes: jsonCacheShare(config.jsonCacheBytes, 'customerPayments'),
        maxAgeMs: JSON_MAX_AGE_MS,
        bytesOf: (json) => json.byteLength,
        clock,
      }),
      versions: customerPaymentIds,
      versionOf: customerPaymentVersion,
      entryOf: (row) => ownedUtf8(JSON.stringify(toCustomerPayment(row))),
      pieces: (json) => [json],
    },
  );

  const vendorPayments = createPager<PaymentQuery, VendorPaymentPage, VendorPaymentRow>(deps, {
    ids: (q, page, reader) => listVendorPaymentIds(reader, dialect, q, page),
    rowsById: (ids) => findVendorPaymentRows(db, ids),
    idOf: (row) => row.payment_id,
    toItem: toVendorPayment,
    pageRows: (q, page, reader) => listVendorPaymentRows(reader, dialect, q, page),
    total: vendorTotals.of,
    isSearch: searchOf.isSearch,
  });

  async function paymentsOfCustomer(customerId: number) {
    if (!(await customerExists(db, customerId))) throw notFound(BookingMessages.customerNotFound);
    return (await listPaymentsOfCustomer(db, customerId)).map(toCustomerPayment);
  }

  return {
    customerPayments: customerPayments.listJson,
    vendorPayments: vendorPayments.listJson,
    customerPaymentItems: customerPayments.items,
    vendorPaymentItems: vendorPayments.items,
    paymentsOfCustomer,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
