/** Query keys of the catalogue screens. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  subServices: () => [...catalogueKeys.all, 'sub-services'] as const,
};
