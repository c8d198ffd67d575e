import type { ChatMessageEvent, ChatVendor } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { aChatVendor } from '@/test/chat-fixtures';
import { FakeChatSocket, sharedSockets } from '@/test/fake-chat-socket';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { MessagesPage } from './messages-page';

vi.mock('@/lib/socket', () => import('@/test/fake-chat-socket').then((m) => m.fakeSocketModule));

const RAVI = aChatVendor();
const MEENA: ChatVendor = {
  ...RAVI,
  vendor_id: 6,
  vendor_name: 'Meena Iyer',
  vendor_email: 'meena@example.in',
};
const RAVI_ROOM = 11;
const MEENA_ROOM = 12;
const QUOTE = 'Re: complaint #12 — "My payout is late again."\n\n';

function roomOf(vendorId: number) {
  return vendorId === RAVI.vendor_id ? RAVI_ROOM : MEENA_ROOM;
}

function stored(payload: { chat_room_id: number | string; message: string }, id: number): ChatMessageEvent {
  const room = Number(payload.chat_room_id);
  return {
    message_id: id,
    chat_room_id: room,
    room_id: room,
    vendor_id: room === RAVI_ROOM ? RAVI.vendor_id : MEENA.vendor_id,
    sender_id: 7,
    sender_type: 'admin',
    message: payload.message,
    sent_at: new Date(Date.UTC(2026, 10, 21, 9, id)).toISOString(),
  };
}

/** Arrives on /messages the way the Complaints screen's `Reply in chat` sends the admin there. */
function FromComplaints({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { state });
  }, [navigate, to, state]);
  return null;
}

function openFromComplaint(to: string, state?: unknown) {
  mockFetch({
    'GET /chat/vendors?limit=30&offset=0': () =>
      jsonResponse(200, { success: true, data: [RAVI, MEENA], total: 2 }),
    'POST /chat/get-or-create-room': (request) => {
      const vendorId = (request.body as { vendorId: number }).vendorId;
      const roomId = roomOf(vendorId);
      return jsonResponse(200, {
        success: true,
        roomId,
        data: { room_id: roomId, vendor_id: vendorId, admin_id: 7, created_at: '2026-11-21T09:00:00.000Z' },
      });
    },
    [`GET /chat/messages/${RAVI_ROOM}?limit=50`]: () =>
      jsonResponse(200, { success: true, data: [], has_more: false }),
    [`GET /chat/messages/${MEENA_ROOM}?limit=50`]: () =>
      jsonResponse(200, { success: true, data: [], has_more: false }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<FromComplaints to={to} state={state} />} />
      <Route path="/messages" element={<MessagesPage />} />
    </Routes>,
  );
}

function sentPayloads(socket: FakeChatSocket) {
  return socket.emitted.filter((e) => e.event === 'sendMessage').map((e) => e.payload);
}

let socket: FakeChatSocket;
let nextId = 100;

beforeEach(() => {
  socket = new FakeChatSocket();
  sharedSockets.clear();
  sharedSockets.next = socket;
  socket.replySend = (payload) => ({ ok: true, data: stored(payload, nextId++) });
  startSession({ token: 'admin-token', admin: { id: 7, name: 'Asha Admin' } });
});

describe('MessagesPage answering a vendor complaint', () => {
  it('opens the vendor with the complaint quoted; only the first message carries complaint_id', async () => {
    const { user } = openFromComplaint('/messages?vendor=5&complaint=12', {
      vendorName: 'Ravi Kumar',
      vendorEmail: 'ravi.kumar@example.in',
      draft: QUOTE,
    });
    socket.serverConnects();

    const conversation = await screen.findByRole('region', { name: 'Conversation with Ravi Kumar' });
    const input = within(conversation).getByRole('textbox', { name: 'Message' });
    expect(input).toHaveValue(QUOTE);
    expect(input).toHaveFocus();
    await within(conversation).findByText('No messages yet');

    await user.keyboard('We have released it today.{Enter}');
    await waitFor(() => expect(input).toHaveValue(''));
    await user.type(input, 'Anything else?{Enter}');

    await waitFor(() => expect(sentPayloads(socket)).toHaveLength(2));
    const [first, second] = sentPayloads(socket);
    expect(first).toEqual({
      chat_room_id: RAVI_ROOM,
      sender_type: 'admin',
      sender_id: 7,
      message: 'Re: complaint #12 — "My payout is late again."\n\nWe have released it today.',
      complaint_id: 12,
    });
    expect(second).not.toHaveProperty('complaint_id');
    expect(currentLocation()).toBe('/messages');
  });

  it('without the router state (a reload) still opens the vendor and quotes the complaint number', async () => {
    openFromComplaint('/messages?vendor=5&complaint=12');
    socket.serverConnects();

    const conversation = await screen.findByRole('region', { name: 'Conversation with Vendor #5' });
    expect(within(conversation).getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Re: complaint #12\n\n',
    );
  });

  it('choosing another vendor drops the complaint: nothing is quoted and no complaint_id is sent', async () => {
    const { user } = openFromComplaint('/messages?vendor=5&complaint=12', { draft: QUOTE });
    socket.serverConnects();
    await screen.findByRole('region', { name: 'Conversation with Vendor #5' });

    await user.click(await screen.findByRole('button', { name: /Meena Iyer/ }));
    const conversation = await screen.findByRole('region', { name: 'Conversation with Meena Iyer' });
    const input = within(conversation).getByRole('textbox', { name: 'Message' });
    expect(input).toHaveValue('');
    await within(conversation).findByText('No messages yet');
    await user.type(input, 'Hello Meena{Enter}');

    await waitFor(() => expect(sentPayloads(socket)).toHaveLength(1));
    expect(sentPayloads(socket)[0]).not.toHaveProperty('complaint_id');
    expect(currentLocation()).toBe('/messages');
  });

  it('ignores parameters that are not ids', async () => {
    openFromComplaint('/messages?vendor=abc&complaint=12');
    socket.serverConnects();
    expect(await screen.findByText('Select a vendor to start chatting')).toBeInTheDocument();
  });
});
