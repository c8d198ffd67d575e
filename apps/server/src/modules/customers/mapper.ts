import type { Customer, CustomerAddress } from '@seva/contract';
import { parseCustomerAddress } from './address';
import type { CustomerRow } from './repository';

type CopiedColumn =
  | 'customer_id'
  | 'customer_name'
  | 'mobile'
  | 'customer_email'
  | 'customer_country'
  | 'gender';
type CustomerColumns = Pick<CustomerRow, Exclude<CopiedColumn, 'mobile'> | 'customer_address'> & {
  mobile: string | null;
};

/**
 * A customer's columns as the API shows them, the address as an object: on a customer, and on a booking,
 * which carries a copy of its customer's (docs/product/data-and-security.md#customer).
 */
export function toCustomerFields<R extends CustomerColumns>(
  row: R,
): Pick<R, CopiedColumn> & { customer_address: CustomerAddress | null } {
  return {
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    mobile: row.mobile,
    customer_email: row.customer_email,
    customer_country: row.customer_country,
    gender: row.gender,
    customer_address: parseCustomerAddress(row.customer_address),
  };
}

/** A stored customer as the API shows it: the address as an object. */
export function toCustomer(row: CustomerRow): Customer {
  return { ...toCustomerFields(row), created_at: row.created_at };
}
