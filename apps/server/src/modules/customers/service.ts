import { listTotals } from '../../lib/lists/list-totals';
import { createPager } from '../../lib/lists/pager';
import type { ServiceDeps } from '../../lib/service-deps';
import { toCustomer } from './mapper';
import {
  type CustomerPage,
  type CustomerRow,
  countCustomers,
  customerExists,
  findCustomerRows,
  listCustomerIds,
  listCustomerRows,
} from './repository';

/** What other modules take from this one (they reach a module only through its service or events). */
export { parseCustomerAddress } from './address';
export { toCustomer, toCustomerFields } from './mapper';
export { customerExists } from './repository';

/** A customer list request: the text searched in customer_name, if any. */
type CustomerQuery = string | undefined;

/** The customer list (paged, or streamed without limit) and the customer lookups other domains need. */
export function createCustomerService(deps: ServiceDeps) {
  const { db, dialect } = deps;
  // Customers are only read here: a total may lag others' inserts by the cache time (ADR 007).
  const isSearch = (q: CustomerQuery) => q !== undefined;
  const totals = listTotals<CustomerQuery>(deps, {
    count: (q, reader) => countCustomers(reader, dialect, q),
    keyOf: (q) => q ?? '',
    isSearch,
  });
  const pager = createPager<CustomerQuery, CustomerPage, CustomerRow>(deps, {
    ids: (q, page, reader) => listCustomerIds(reader, dialect, q, page),
    rowsById: (ids) => findCustomerRows(db, ids),
    idOf: (row) => row.customer_id,
    toItem: toCustomer,
    pageRows: (q, page, reader) => listCustomerRows(reader, dialect, q, page),
    total: totals.of,
    isSearch,
  });

  return {
    list: pager.listJson,
    items: pager.items,
    exists: (customerId: number) => customerExists(db, customerId),
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
