import { type SlotSettingsResponse, slotRulesOfSettings } from '@seva/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const slotSettingsKey = ['settings', 'slots'] as const;

/**
 * The server's slot settings (docs/product/slots.md#the-web-app): its SLOT_FIRST_HOUR, SLOT_LAST_HOUR and
 * BOOKING_DAYS_AHEAD, so the web offers the slots this server takes, not the contract's defaults.
 */
export async function getSlotSettings(signal?: AbortSignal): Promise<SlotSettingsResponse['data']> {
  const body = await api.get<SlotSettingsResponse>('/admin/settings/slots', { signal });
  return body.data;
}

/** Settings of the server, unchanged while it runs: loaded once per session, never again. */
export function getSlotSettingsQueryOptions() {
  return queryOptions({
    queryKey: slotSettingsKey,
    queryFn: ({ signal }) => getSlotSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The slot rules (packages/contract/src/rules/slots.ts) of the server: `data` once loaded. */
export function useSlotRules() {
  return useQuery({ ...getSlotSettingsQueryOptions(), select: slotRulesOfSettings });
}
