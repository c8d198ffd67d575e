/** SPEC §8: the server's message when the failure carries one, otherwise the screen's fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}
