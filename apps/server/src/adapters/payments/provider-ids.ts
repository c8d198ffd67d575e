import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARACTERS = 14;

/**
 * An id as Razorpay shapes its own: a prefix (`order`, `pay`, `rfnd`, …), `_` and 14 random base62
 * characters (about 83 bits).
 */
export function providerId(prefix: string): string {
  let id = `${prefix}_`;
  for (let i = 0; i < RANDOM_CHARACTERS; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

/** A new order id: `order_` and 14 random base62 characters, as ORDER_ID_PATTERN says. */
export const newOrderId = (): string => providerId('order');
