import { describe, expect, it } from 'vitest';
import { serviceCategoryListQuerySchema } from './catalogue';

describe('serviceCategoryListQuerySchema', () => {
  it('sorts by screen field names only', () => {
    expect(serviceCategoryListQuerySchema.parse({ sort: '-service_name' })).toEqual({
      sort: '-service_name',
    });
    expect(serviceCategoryListQuerySchema.safeParse({ sort: 'service_category_name' }).success).toBe(false);
  });
});
