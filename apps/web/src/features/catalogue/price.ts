import { insertSubServiceBodySchema } from '@seva/contract';
import { z } from 'zod';
import type { FieldTexts } from '@/lib/form-schema';
import { CatalogueTexts } from './texts';

/** The sub-service price as typed, checked by the contract's service_price rule (greater than 0, at most two decimals). */
export const subServicePriceField = z
  .string()
  .trim()
  .min(1)
  .transform(Number)
  .pipe(insertSubServiceBodySchema.shape.service_price);

/** docs/product/catalogue.md#sub-service-form-rules: blank, not a number or not greater than 0; then the decimals. */
export const subServicePriceTexts: FieldTexts = {
  blank: CatalogueTexts.pricePositive,
  invalid_type: CatalogueTexts.pricePositive,
  too_small: CatalogueTexts.pricePositive,
  custom: CatalogueTexts.priceTwoDecimals,
};
