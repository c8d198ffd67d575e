import { hasAtMostTwoDecimals } from '@seva/contract';
import { CatalogueTexts } from './texts';

/** The sub-service price of docs/product/catalogue.md#sub-service-form-rules: a number greater than 0 (min 0.01, step 0.01). Null when valid. */
export function subServicePriceError(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) return CatalogueTexts.pricePositive;
  if (!hasAtMostTwoDecimals(value)) return CatalogueTexts.priceTwoDecimals;
  return null;
}
