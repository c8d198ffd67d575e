import type { ChatVendor, ChatVendorListResponse } from '@seva/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ChatVendorPages, chatVendorsKey, flattenVendors, showLastMessage } from './get-chat-vendors';

const vendor = (id: number): ChatVendor => ({
  vendor_id: id,
  vendor_name: `Vendor ${id}`,
  vendor_email: `v${id}@example.in`,
  room_id: null,
  last_message: null,
  last_message_at: null,
});

function pages(...lists: number[][]): ChatVendorPages {
  return {
    pages: lists.map((ids): ChatVendorListResponse => ({ success: true, data: ids.map(vendor), total: 5 })),
    pageParams: lists.map((_, i) => i * 2),
  };
}

describe('vendor list cache', () => {
  it('moves the vendor of a new message to the top with its last message', () => {
    const client = new QueryClient();
    client.setQueryData([...chatVendorsKey, ''], pages([1, 2], [3, 4]));

    const found = showLastMessage(client, {
      vendor_id: 4,
      room_id: 9,
      message: 'Hello',
      sent_at: '2026-11-21T10:00:00.000Z',
    });

    expect(found).toBe(true);
    const list = flattenVendors(client.getQueryData<ChatVendorPages>([...chatVendorsKey, '']));
    expect(list.map((v) => v.vendor_id)).toEqual([4, 1, 2, 3]);
    expect(list[0]).toMatchObject({
      room_id: 9,
      last_message: 'Hello',
      last_message_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('reports a vendor that no loaded list holds', () => {
    const client = new QueryClient();
    client.setQueryData([...chatVendorsKey, ''], pages([1, 2]));
    expect(showLastMessage(client, { vendor_id: 7, room_id: 1, message: 'x', sent_at: '' })).toBe(false);
  });

  it('lists each vendor once even if it shows up on two pages', () => {
    expect(flattenVendors(pages([1, 2], [2, 3])).map((v) => v.vendor_id)).toEqual([1, 2, 3]);
  });
});
