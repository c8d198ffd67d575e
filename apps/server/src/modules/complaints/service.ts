import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { toCustomerComplaint, toVendorComplaint } from './mapper';
import {
  type ComplaintFilter,
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
import type { ServiceLevelClock } from './service-level';

/** What other modules take from this one (they reach a module only through its service or events). */
export { CUSTOMER_COMPLAINT_COLUMNS } from './columns';
export { toCustomerComplaint, toVendorComplaint } from './mapper';
export { createComplaintWorkflow } from './workflow';

/** A complaint list request: its filter, and the clock its badges are computed at. */
interface ComplaintQuery {
  filter: ComplaintFilter;
  clock: ServiceLevelClock;
}

/** Only the text search is cached: a state's total changes with every move, in any process. */
const searchOf = {
  keyOf: (q: string | undefined) => q ?? '',
  isSearch: (q: string | undefined) => q !== undefined,
};

/**
 * The two complaint lists. Their clients get `total` with or without paging, so the unpaged answer
 * streams with its total. The apps file complaints (docs/product/partner-api.md#live-events): this
 * process's `complaint.created` events clear the party's totals at once; other processes' inserts show
 * within the count cache's time (ADR 007). A list filtered by state counts on each request (the
 * `(status, date, id)` index serves it): moves change those totals and are made by the complaint
 * workflow and the chat socket alike.
 */
export function createComplaintService(deps: ServiceDeps) {
  const { db, dialect, config, clock } = deps;
  const vendorTotals = listTotals<string | undefined>(deps, {
    count: (q, reader) => countVendorComplaints(reader, dialect, { q }),
    ...searchOf,
  });
  const customerTotals = listTotals<string | undefined>(deps, {
    count: (q, reader) => countCustomerComplaints(reader, dialect, { q }),
    ...searchOf,
  });

  deps.events.subscribe((event) => {
    if (event.type !== 'complaint.created') return;
    (event.party === 'vendor' ? vendorTotals : customerTotals).invalidate();
  });

  const vendorComplaints = createPager<ComplaintQuery, ComplaintPage, VendorComplaintRow>(deps, {
    ids: ({ filter }, page, reader) => listVendorComplaintIds(reader, dialect, filter, page),
    rowsById: (ids) => findVendorComplaintRows(db, ids),
    idOf: (row) => row.vend_comp_id,
    toItem: (row, query) => toVendorComplaint(row, query.clock),
    pageRows: ({ filter }, page, reader) => listVendorComplaintRows(reader, dialect, filter, page),
    total: ({ filter }, reader) =>
      filter.status ? countVendorComplaints(reader, dialect, filter) : vendorTotals.of(filter.q),
    isSearch: ({ filter }) => searchOf.isSearch(filter.q),
    unpagedTotal: true,
  });

  const customerComplaints = createPager<ComplaintQuery, ComplaintPage, CustomerComplaintRow>(deps, {
    ids: ({ filter }, page, reader) => listCustomerComplaintIds(reader, dialect, filter, page),
    rowsById: (ids) => findCustomerComplaintRows(db, ids),
    idOf: (row) => row.cust_comp_id,
    toItem: (row, query) => toCustomerComplaint(row, query.clock),
    pageRows: ({ filter }, page, reader) => listCustomerComplaintRows(reader, dialect, filter, page),
    total: ({ filter }, reader) =>
      filter.status ? countCustomerComplaints(reader, dialect, filter) : customerTotals.of(filter.q),
    isSearch: ({ filter }) => searchOf.isSearch(filter.q),
    unpagedTotal: true,
  });

  const queryOf = (filter: ComplaintFilter): ComplaintQuery => ({
    filter,
    clock: { targets: config.complaintTargets, now: clock() },
  });

  return {
    vendorComplaints: (filter: ComplaintFilter, page: ComplaintPage) =>
      vendorComplaints.listJson(queryOf(filter), page),
    customerComplaints: (filter: ComplaintFilter, page: ComplaintPage) =>
      customerComplaints.listJson(queryOf(filter), page),
    vendorComplaintItems: (filter: ComplaintFilter, page: ComplaintPage) =>
      vendorComplaints.items(queryOf(filter), page),
    customerComplaintItems: (filter: ComplaintFilter, page: ComplaintPage) =>
      customerComplaints.items(queryOf(filter), page),
  };
}
