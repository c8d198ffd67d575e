import type { Customer } from '@seva/contract';
import { parseCustomerAddress } from '../../lib/customer-address';
import type { CustomerRow } from './repository';

/** A stored customer as the API shows it: the address as an object. */
export function toCustomer(row: CustomerRow): Customer {
  return {
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    mobile: row.mobile,
    customer_email: row.customer_email,
    customer_country: row.customer_country,
    gender: row.gender,
    customer_address: parseCustomerAddress(row.customer_address),
    created_at: row.created_at,
  };
}
