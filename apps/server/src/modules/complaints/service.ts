import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { toCustomerComplaint, toVendorComplaint } from './mapper';
import {
  type ComplaintPage,
  type CustomerComplaintRow,
  countCustomerComplaints,
  countVendorComplaints,
  findCustomerComplaintRows,
  findVendorComplaintRows,
  listCustomerComplaintIds,
  listCustomerComplaintRows,
  listVendorComplaintIds,
  listVendorComplaintRows,
  type VendorComplaintRow,
} from './repository';

/** A complaint list request: the text searched in the name, if any. */
type ComplaintQuery = string | undefined;

const searchOf = {
  keyOf: (q: ComplaintQuery) => q ?? '',
  isSearch: (q: ComplaintQuery) => q !== undefined,
};

/**
 * The two complaint lists. Their clients get `total` with or without paging, so the unpaged answer
 * streams with its total. The apps file complaints (docs/product/partner-api.md#live-events): this
 * process's `complaint.created` events clear the party's totals at once; other processes' inserts show
 * within the count cache's time (ADR 007).
 */
export function createComplaintService(deps: ServiceDeps) {
  const { db, dialect, config } = deps;
  const vendorTotals = listTotals<ComplaintQuery>(config.listCountCacheMs, {
    count: (q) => countVendorComplaints(db, dialect, q),
    ...searchOf,
  });
  const customerTotals = listTotals<ComplaintQuery>(config.listCountCacheMs, {
    count: (q) => countCustomerComplaints(db, dialect, q),
    ...searchOf,
  });

  deps.events.subscribe((event) => {
    if (event.type !== 'complaint.created') return;
    (event.party === 'vendor' ? vendorTotals : customerTotals).invalidate();
  });

  const vendorComplaints = createPager<ComplaintQuery, ComplaintPage, VendorComplaintRow>({
    ids: (q, page) => listVendorComplaintIds(db, dialect, q, page),
    rowsById: (ids) => findVendorComplaintRows(db, ids),
    idOf: (row) => row.vend_comp_id,
    toItem: toVendorComplaint,
    pageRows: (q, page) => listVendorComplaintRows(db, dialect, q, page),
    total: vendorTotals.of,
    unpagedTotal: true,
  });

  const customerComplaints = createPager<ComplaintQuery, ComplaintPage, CustomerComplaintRow>({
    ids: (q, page) => listCustomerComplaintIds(db, dialect, q, page),
    rowsById: (ids) => findCustomerComplaintRows(db, ids),
    idOf: (row) => row.cust_comp_id,
    toItem: toCustomerComplaint,
    pageRows: (q, page) => listCustomerComplaintRows(db, dialect, q, page),
    total: customerTotals.of,
    unpagedTotal: true,
  });

  return {
    vendorComplaints: vendorComplaints.listJson,
    customerComplaints: customerComplaints.listJson,
    vendorComplaintItems: vendorComplaints.items,
    customerComplaintItems: customerComplaints.items,
  };
}
