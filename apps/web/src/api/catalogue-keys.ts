/**
 * Query keys of the service catalogue. Shared (not under features/catalogue) because the vendor screens
 * read the same categories: one cache entry, so a catalogue edit shows in their pickers at once.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  subServices: () => [...catalogueKeys.all, 'sub-services'] as const,
};
