export const subscriptionKeys = {
  all: ['subscription-plans'] as const,
};
