/** ISO-8601 UTC text, the timestamp format of every column. */
export const isoNow = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
