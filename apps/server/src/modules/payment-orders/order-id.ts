import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARACTERS = 14;

/** A new order id: `order_` and 14 random base62 characters (about 83 bits), as ORDER_ID_PATTERN says. */
export function newOrderId(): string {
  let id = 'order_';
  for (let i = 0; i < RANDOM_CHARACTERS; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}
