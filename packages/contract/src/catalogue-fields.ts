import { z } from 'zod';
import { MAX_DB_ID } from './ids';
import { hasAtMostTwoDecimals, MAX_PRICE_RUPEES } from './rules/money';
import { safeText } from './safe-text';

/** Field rules shared by the catalogue, sub-service and plan bodies; messages name their field. */

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/** A database id in a JSON body. */
export const bodyId = (field: string) =>
  z
    .number({ error: `${field} must be a positive integer id` })
    .int(`${field} must be a positive integer id`)
    .min(1, `${field} must be a positive integer id`)
    .max(MAX_DB_ID, `${field} must be a positive integer id`);

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (field: string, max: number) =>
  safeText({
    error: `${field} is required`,
    trim: true,
    min: 1,
    tooShort: `${field} is required`,
    max,
    tooLong: `${field} must be at most ${max} characters`,
  });

/** A stored upload (`/uploads/<name>`, as POST /global/upload/file answers) or an absolute http(s) URL. */
const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*|https?:\/\/[^\s"'<>]+)$/;

export const imageUrl = (field: string) =>
  safeText({
    error: `${field} is required: upload the image first`,
    trim: true,
    min: 1,
    tooShort: `${field} is required: upload the image first`,
    max: 2048,
    tooLong: `${field} must be at most 2048 characters`,
  }).regex(IMAGE_URL, `${field} must be the URL of an uploaded image`);

/** An image URL that may be left out on update: omitted, null or '' keeps the current image. */
export const optionalImageUrl = (field: string) => imageUrl(field).or(z.literal('')).nullable().optional();

/** Rupees with at most two decimals, from `min` (exclusive when `exclusive`) up to one crore. */
export const rupees = (field: string, { min, exclusive }: { min: number; exclusive: boolean }) => {
  const number = z.number({ error: `${field} must be a number` });
  const bounded = exclusive
    ? number.gt(min, `${field} must be greater than ${min}`)
    : number.min(min, `${field} must be at least ${min}`);
  return bounded
    .max(MAX_PRICE_RUPEES, `${field} must be at most ${MAX_PRICE_RUPEES}`)
    .refine(hasAtMostTwoDecimals, `${field} must have at most two decimals`);
};
