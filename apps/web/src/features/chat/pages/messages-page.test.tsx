import type { ChatMessage, ChatMessageEvent, ChatVendor } from '@seva/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { aChatVendor } from '@/test/chat-fixtures';
import { FakeChatSocket, sharedSockets } from '@/test/fake-chat-socket';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { MessagesPage } from './messages-page';

vi.mock('@/lib/socket', () => import('@/test/fake-chat-socket').then((m) => m.fakeSocketModule));

const RAVI = aChatVendor();
const MEENA: ChatVendor = {
  vendor_id: 6,
  vendor_name: 'Meena Iyer',
  vendor_email: 'meena.iyer@example.in',
  room_id: 12,
  last_message: 'Thank you',
  last_message_at: '2026-11-20T10:00:00.000Z',
};
const RAVI_ROOM = 11;

function message(id: number, fields: Partial<ChatMessageEvent> = {}): ChatMessageEvent {
  return {
    message_id: id,
    chat_room_id: RAVI_ROOM,
    room_id: RAVI_ROOM,
    vendor_id: RAVI.vendor_id,
    sender_id: RAVI.vendor_id,
    sender_type: 'vendor',
    message: `Message ${id}`,
    sent_at: new Date(Date.UTC(2026, 10, 21, 9, id)).toISOString(),
    ...fields,
  };
}

const vendorsRoute = 'GET /chat/vendors?limit=30&offset=0';
const roomRoute = 'POST /chat/get-or-create-room';
const historyRoute = `GET /chat/messages/${RAVI_ROOM}?limit=50`;

const okRoom = () =>
  jsonResponse(200, {
    success: true,
    roomId: RAVI_ROOM,
    data: {
      room_id: RAVI_ROOM,
      vendor_id: RAVI.vendor_id,
      admin_id: 7,
      created_at: '2026-11-21T09:00:00.000Z',
    },
  });
const history =
  (messages: ChatMessage[], hasMore = false) =>
  () =>
    jsonResponse(200, { success: true, data: messages, has_more: hasMore });
const never = () => new Promise<Response>(() => undefined);

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const requests = mockFetch({
    [vendorsRoute]: () => jsonResponse(200, { success: true, data: [RAVI, MEENA], total: 2 }),
    ...routes,
  });
  const view = renderWithProviders(<MessagesPage />);
  return { ...view, requests };
}

function callsTo(requests: RecordedRequest[], path: string): number {
  return requests.filter((r) => `${r.method} ${r.url.replace('/api/v1', '')}` === path).length;
}

async function openRavi(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: /Ravi Kumar/ }));
}

function conversation() {
  return screen.getByRole('region', { name: 'Conversation with Ravi Kumar' });
}

let socket: FakeChatSocket;

beforeEach(() => {
  socket = new FakeChatSocket();
  sharedSockets.clear();
  sharedSockets.next = socket;
  startSession({ token: 'admin-token', admin: { id: 7, name: 'Asha Admin' } });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MessagesPage', () => {
  it('asks to pick a vendor, then opens the room, joins it and shows the newest history', async () => {
    const { user, requests } = setup({
      [roomRoute]: okRoom,
      [historyRoute]: history([message(1), message(2, { sender_type: 'admin', sender_id: 7 })]),
    });
    socket.serverConnects();

    expect(await screen.findByText('Select a vendor to start chatting')).toBeInTheDocument();
    await openRavi(user);

    const bubbles = await within(conversation()).findAllByRole('listitem');
    expect(bubbles.map((b) => b.dataset.sender)).toEqual(['vendor', 'admin']);
    expect(bubbles[0]).toHaveTextContent('Ravi Kumar: Message 1');
    expect(bubbles[1]).toHaveTextContent('You: Message 2');
    expect(socket.emitted).toContainEqual({ event: 'joinRoom', payload: RAVI_ROOM });
    const roomCall = requests.find((r) => r.url.endsWith('/chat/get-or-create-room'));
    expect(roomCall?.body).toEqual({ vendorId: RAVI.vendor_id, adminId: 7 });
  });

  it("says 'No messages yet' for an empty room", async () => {
    const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
    socket.serverConnects();
    await openRavi(user);
    expect(await within(conversation()).findByText('No messages yet')).toBeInTheDocument();
  });

  describe('sending', () => {
    it('sends the trimmed text with Enter as the stored admin, shows it and clears the input', async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      socket.replySend = (payload) => ({
        ok: true,
        data: message(30, { sender_type: 'admin', sender_id: 7, message: payload.message }),
      });
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');

      const input = screen.getByRole('textbox', { name: 'Message' });
      await user.type(input, '  Your payout is released  {Enter}');

      expect(socket.emitted).toContainEqual({
        event: 'sendMessage',
        payload: {
          chat_room_id: RAVI_ROOM,
          sender_type: 'admin',
          sender_id: 7,
          message: 'Your payout is released',
        },
      });
      expect(await within(conversation()).findByText('Your payout is released')).toBeInTheDocument();
      expect(input).toHaveValue('');
    });

    it('the Send button sends too; Shift+Enter starts a new line instead', async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      socket.replySend = (payload) => ({
        ok: true,
        data: message(31, { sender_type: 'admin', sender_id: 7, message: payload.message }),
      });
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');

      const input = screen.getByRole('textbox', { name: 'Message' });
      await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
      expect(socket.emitted.filter((e) => e.event === 'sendMessage')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(socket.emitted).toContainEqual(
        expect.objectContaining({ payload: expect.objectContaining({ message: 'Line one\nLine two' }) }),
      );
      expect(await within(conversation()).findByRole('listitem')).toHaveTextContent('Line one');
    });

    it("refuses while no room is loaded: 'Chat room not loaded. Please select a vendor again.'", async () => {
      const { user } = setup({ [roomRoute]: never });
      socket.serverConnects();
      await openRavi(user);

      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

      expect(screen.getByRole('alert')).toHaveTextContent(
        'Chat room not loaded. Please select a vendor again.',
      );
      expect(socket.emitted.filter((e) => e.event === 'sendMessage')).toHaveLength(0);
    });

    it("refuses a blank message: 'Please enter a message.', and the hint goes when typing", async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');

      const input = screen.getByRole('textbox', { name: 'Message' });
      await user.type(input, '   {Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a message.');
      expect(input).toHaveAttribute('aria-invalid', 'true');

      await user.type(input, 'x');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(socket.emitted.filter((e) => e.event === 'sendMessage')).toHaveLength(0);
    });

    it("refuses without a stored admin token: 'Please log in to send a message.'", async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');
      localStorage.removeItem('adminToken');

      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

      expect(screen.getByRole('alert')).toHaveTextContent('Please log in to send a message.');
      expect(socket.emitted.filter((e) => e.event === 'sendMessage')).toHaveLength(0);
    });

    it("refuses while the socket is down: 'Cannot send message: chat server unavailable.'", async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');
      socket.connectionDrops();

      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');

      expect(screen.getByRole('alert')).toHaveTextContent('Cannot send message: chat server unavailable.');
      expect(screen.getByRole('status', { name: 'Chat connection: Reconnecting…' })).toBeInTheDocument();
      expect(socket.emitted.filter((e) => e.event === 'sendMessage')).toHaveLength(0);
    });

    it("shows the server's refusal and keeps the draft", async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      socket.replySend = () => ({
        ok: false,
        error: 'You are sending messages too fast. Please wait a moment.',
      });
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');

      const input = screen.getByRole('textbox', { name: 'Message' });
      await user.type(input, 'Hello again{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You are sending messages too fast. Please wait a moment.',
      );
      expect(input).toHaveValue('Hello again');
    });
  });

  describe('incoming messages', () => {
    it('appends those of the open room and announces them', async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([message(1)]) });
      socket.serverConnects();
      await openRavi(user);
      await within(conversation()).findByText('Message 1');

      socket.deliver(message(2, { message: 'I reached the site' }));
      socket.deliver(message(2, { message: 'I reached the site' }));

      const bubbles = within(conversation()).getAllByRole('listitem');
      expect(bubbles).toHaveLength(2);
      expect(bubbles[1]).toHaveTextContent('I reached the site');
      expect(
        within(screen.getByRole('log', { name: 'New messages' })).getByText(
          'New message from Ravi Kumar: I reached the site',
        ),
      ).toBeInTheDocument();
    });

    it('announces every vendor message in a log, even several arriving at once', async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');

      socket.deliver(message(2, { message: 'I reached the site' }));
      socket.deliver(
        message(41, {
          chat_room_id: 12,
          room_id: 12,
          vendor_id: MEENA.vendor_id,
          sender_id: MEENA.vendor_id,
          message: 'Is my payout released?',
        }),
      );
      socket.deliver(message(3, { sender_type: 'admin', message: 'On my way' }));

      const log = screen.getByRole('log', { name: 'New messages' });
      expect(
        within(log)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual([
        'New message from Ravi Kumar: I reached the site',
        'New message from Meena Iyer: Is my payout released?',
      ]);
    });

    it('puts those of other rooms in the vendor list, on top and marked unread, until opened', async () => {
      const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: history([]) });
      socket.serverConnects();
      await openRavi(user);
      await within(conversation()).findByText('No messages yet');

      socket.deliver(
        message(40, {
          chat_room_id: 12,
          room_id: 12,
          vendor_id: MEENA.vendor_id,
          sender_id: MEENA.vendor_id,
          message: 'Is my payout released?',
        }),
      );

      const vendors = within(screen.getByRole('list', { name: 'Vendors' })).getAllByRole('button');
      expect(vendors[0]).toHaveTextContent(/Meena Iyer.*Is my payout released\?.*\(unread\)/);
      expect(vendors[1]).toHaveTextContent('Ravi Kumar');
      expect(within(conversation()).queryByText('Is my payout released?')).not.toBeInTheDocument();
      expect(within(conversation()).getByText('No messages yet')).toBeInTheDocument();
    });
  });

  it('after reconnecting, joins the room again and catches up on messages sent meanwhile', async () => {
    let newest = [message(1)];
    const { user } = setup({ [roomRoute]: okRoom, [historyRoute]: () => history(newest)() });
    socket.serverConnects();
    await openRavi(user);
    await within(conversation()).findByText('Message 1');

    socket.connectionDrops();
    expect(screen.getByRole('status', { name: 'Chat connection: Reconnecting…' })).toBeInTheDocument();
    newest = [message(1), message(2, { message: 'Sent while you were away' })];
    socket.serverConnects();

    expect(await within(conversation()).findByText('Sent while you were away')).toBeInTheDocument();
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(2);
    expect(socket.emitted.filter((e) => e.event === 'joinRoom')).toEqual([
      { event: 'joinRoom', payload: RAVI_ROOM },
      { event: 'joinRoom', payload: RAVI_ROOM },
    ]);
    expect(screen.getByRole('status', { name: 'Chat connection: Live' })).toBeInTheDocument();
  });

  it("says 'Real-time chat unavailable. Please refresh the page.' when reconnection gives up", async () => {
    setup({});
    socket.serverConnects();
    expect(await screen.findByRole('status', { name: 'Chat connection: Live' })).toBeInTheDocument();
    expect(
      screen.queryByText('Real-time chat unavailable. Please refresh the page.'),
    ).not.toBeInTheDocument();

    socket.connectionDrops();
    socket.reconnectionFails();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Real-time chat unavailable. Please refresh the page.',
    );
    expect(screen.getByRole('status', { name: 'Chat connection: Offline' })).toBeInTheDocument();
  });

  describe('timings', () => {
    /** Lets pending promises (fetch mocks, state updates) settle without moving the clock. */
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it('retries a failing room load 3 times, 2 s apart, then gives up', async () => {
      const { requests } = setup({
        [roomRoute]: () => jsonResponse(503, { success: false, message: 'Database is busy' }),
      });
      socket.serverConnects();
      const ravi = await screen.findByRole('button', { name: /Ravi Kumar/ });
      vi.useFakeTimers();

      fireEvent.click(ravi);
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to load chat room: Database is busy. Retrying (1/3)...',
      );
      expect(screen.getByText('Loading chat history...')).toBeInTheDocument();
      expect(callsTo(requests, roomRoute)).toBe(1);

      for (const n of [2, 3]) {
        await advance(1_999);
        expect(callsTo(requests, roomRoute)).toBe(n - 1);
        await advance(1);
        expect(callsTo(requests, roomRoute)).toBe(n);
        expect(screen.getByRole('alert')).toHaveTextContent(
          `Failed to load chat room: Database is busy. Retrying (${n}/3)...`,
        );
      }

      await advance(2_000);
      expect(callsTo(requests, roomRoute)).toBe(4);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to load chat room after 3 attempts. Please select another vendor.',
      );
      expect(screen.queryByText('Loading chat history...')).not.toBeInTheDocument();

      await advance(10_000);
      expect(callsTo(requests, roomRoute)).toBe(4);
    });

    it('loads the chat once a retry succeeds', async () => {
      let calls = 0;
      setup({
        [roomRoute]: () => {
          calls += 1;
          return calls === 1 ? jsonResponse(500, { success: false, message: 'Database is busy' }) : okRoom();
        },
        [historyRoute]: history([message(1)]),
      });
      socket.serverConnects();
      const ravi = await screen.findByRole('button', { name: /Ravi Kumar/ });
      vi.useFakeTimers();

      fireEvent.click(ravi);
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent('Retrying (1/3)...');
      await advance(2_000);

      expect(within(conversation()).getByText('Message 1')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("stops waiting for history after 5 s: 'Loading timed out, please try again', and Try again reloads", async () => {
      let answer: () => Response | Promise<Response> = never;
      setup({ [roomRoute]: okRoom, [historyRoute]: () => answer() });
      socket.serverConnects();
      const ravi = await screen.findByRole('button', { name: /Ravi Kumar/ });
      vi.useFakeTimers();

      fireEvent.click(ravi);
      await settle();
      await advance(4_999);
      expect(screen.getByText('Loading chat history...')).toBeInTheDocument();
      expect(screen.queryByText('Loading timed out, please try again')).not.toBeInTheDocument();

      await advance(1);
      expect(screen.getByRole('alert')).toHaveTextContent('Loading timed out, please try again');
      expect(screen.queryByText('Loading chat history...')).not.toBeInTheDocument();

      answer = history([message(1)]);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
      expect(within(conversation()).getByText('Message 1')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('history failures', () => {
    it("falls back to 'Failed to fetch chat history' when no answer came", async () => {
      const { user } = setup({
        [roomRoute]: okRoom,
        [historyRoute]: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      socket.serverConnects();
      await openRavi(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch chat history');
    });

    it("shows the server's message when it sent one", async () => {
      const { user } = setup({
        [roomRoute]: okRoom,
        [historyRoute]: () => jsonResponse(404, { success: false, message: 'Chat room not found' }),
      });
      socket.serverConnects();
      await openRavi(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Error: Chat room not found');
    });
  });

  it('loads earlier messages with `before` the oldest one shown', async () => {
    const { user, requests } = setup({
      [roomRoute]: okRoom,
      [historyRoute]: history([message(51), message(52)], true),
      [`GET /chat/messages/${RAVI_ROOM}?before=51&limit=50`]: history([message(49), message(50)], false),
    });
    socket.serverConnects();
    await openRavi(user);
    await within(conversation()).findByText('Message 51');

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));

    expect(await within(conversation()).findByText('Message 49')).toBeInTheDocument();
    expect(
      within(conversation())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Message 49'),
      expect.stringContaining('Message 50'),
      expect.stringContaining('Message 51'),
      expect.stringContaining('Message 52'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.includes('before=51'))).toBe(true);
  });

  it('selecting another vendor clears the conversation before loading the new one', async () => {
    const { user } = setup({
      [roomRoute]: okRoom,
      [historyRoute]: history([message(1)]),
    });
    socket.serverConnects();
    await openRavi(user);
    await within(conversation()).findByText('Message 1');

    mockFetch({
      [vendorsRoute]: () => jsonResponse(200, { success: true, data: [RAVI, MEENA], total: 2 }),
      [roomRoute]: never,
    });
    await user.click(screen.getByRole('button', { name: /Meena Iyer/ }));

    const pane = screen.getByRole('region', { name: 'Conversation with Meena Iyer' });
    expect(within(pane).queryByText('Message 1')).not.toBeInTheDocument();
    expect(within(pane).getByText('Loading chat history...')).toBeInTheDocument();
  });
});

describe('unread marks kept on the server (docs/product/cockpit.md#live-bell)', () => {
  const MEENA_ROOM = 12;
  const unreadRoute = 'GET /chat/unread';
  const readRoute = (roomId: number) => `POST /chat/rooms/${roomId}/read`;
  const counts = () =>
    jsonResponse(200, {
      success: true,
      data: { pending_approvals: 0, unassigned_bookings: 0, new_complaints: 0, unread_messages: 0 },
    });

  it('marks the vendors the server counts unread, and reading a room tells the server', async () => {
    const { user, requests } = setup({
      [unreadRoute]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            { room_id: RAVI_ROOM, vendor_id: RAVI.vendor_id, unread: 1 },
            { room_id: MEENA_ROOM, vendor_id: MEENA.vendor_id, unread: 2 },
          ],
        }),
      [readRoute(RAVI_ROOM)]: counts,
      [roomRoute]: okRoom,
      [historyRoute]: history([message(1)]),
    });
    socket.serverConnects();
    expect(await screen.findByRole('button', { name: /Meena Iyer.*\(unread\)/ })).toBeInTheDocument();

    await openRavi(user);
    await within(conversation()).findByText('Message 1');
    await waitFor(() => expect(callsTo(requests, readRoute(RAVI_ROOM))).toBe(1));
    expect(screen.getByRole('button', { name: /Meena Iyer/ })).toHaveTextContent('(unread)');

    socket.deliver(message(5, { message: 'Are you there?' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith(`/chat/rooms/${RAVI_ROOM}/read`)).at(-1)?.body).toEqual({
        message_id: 5,
      }),
    );
  });
});
