import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchema } from '@/lib/form-schema';
import { fromNavigationState, idFromSearch } from './edit-target';
import { subServicePriceField, subServicePriceTexts } from './price';

const subServicePriceError = (price: string) =>
  formSchema(z.object({ price: subServicePriceField }), { price: subServicePriceTexts })({ price }).price ??
  null;

describe('the sub-service price', () => {
  it('accepts prices above 0 with at most two decimals', () => {
    for (const text of ['0.01', '199', '1249.50', '19.99']) expect(subServicePriceError(text)).toBeNull();
  });

  it("alerts 'Price must be a positive number.' for blank, zero, negative or non-numeric input", () => {
    for (const text of ['', ' ', '0', '-5', 'abc']) {
      expect(subServicePriceError(text)).toBe('Price must be a positive number.');
    }
  });

  it('refuses fractions of a paisa', () => {
    expect(subServicePriceError('19.999')).toBe('Price can have at most two decimals.');
  });
});

describe('edit targets', () => {
  it('reads the object the list passed in navigation state', () => {
    expect(fromNavigationState({ category: { id: 1 } }, 'category')).toEqual({ id: 1 });
    expect(fromNavigationState({ categoryId: 3 }, 'category')).toBeUndefined();
    expect(fromNavigationState(null, 'category')).toBeUndefined();
  });

  it('reads positive integer ids from the URL only', () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(idFromSearch(search('id=12'), 'id')).toBe(12);
    for (const query of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=99999999999']) {
      expect(idFromSearch(search(query), 'id')).toBeNull();
    }
  });
});
