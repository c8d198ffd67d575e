export const accountKeys = {
  all: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
};
