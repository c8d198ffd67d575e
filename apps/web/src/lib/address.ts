/** customer_address (docs/product/data-and-security.md#customer). */
export interface PostalAddress {
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** 'street, city, state zip' from the parts that are present; null when none is. */
export function formatAddress(address: PostalAddress | null | undefined): string | null {
  if (!address) return null;
  const clean = (part: string | null) => part?.trim() || null;
  const stateZip = [clean(address.state), clean(address.zip)].filter(Boolean).join(' ');
  const parts = [clean(address.street), clean(address.city), stateZip || null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
