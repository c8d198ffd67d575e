import type { ComplaintNote, CustomerComplaint, VendorComplaint } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aCustomerComplaint, aVendorComplaint } from '@/test/complaint-fixtures';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { ComplaintsPage } from './complaints-page';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

const OPEN = aVendorComplaint({
  vend_comp_date: ago(5 * HOUR + 60_000),
  first_response_due_at: inFuture(HOUR / 2),
  resolution_due_at: inFuture(60 * HOUR),
  service_level: 'near',
});
const IN_PROGRESS: VendorComplaint = {
  ...OPEN,
  status: 'in_progress',
  first_response_at: ago(4 * HOUR),
  service_level: 'on_track',
};
const RESOLVED: VendorComplaint = {
  ...IN_PROGRESS,
  status: 'resolved',
  resolved_at: ago(HOUR),
  resolution_note: 'Payout released.',
  service_level: 'met',
};
const OVERDUE: VendorComplaint = {
  ...OPEN,
  vend_comp_id: 40,
  vendor_name: 'Sunita Rao',
  vend_comp_date: ago(3 * 24 * HOUR),
  first_response_due_at: ago(2 * 24 * HOUR),
  service_level: 'missed',
};
const CUSTOMER = aCustomerComplaint({
  cust_comp_date: ago(45 * 60_000),
  first_response_due_at: inFuture(3 * HOUR),
  resolution_due_at: inFuture(70 * HOUR),
});
const NOTE: ComplaintNote = {
  note_id: 1,
  kind: 'note',
  channel: null,
  text: 'Called accounts.',
  author_id: 1,
  author_name: 'Asha Admin',
  created_at: ago(2 * HOUR),
};
const REPLY: ComplaintNote = {
  ...NOTE,
  note_id: 2,
  kind: 'reply',
  channel: 'chat',
  text: 'Released today.',
  created_at: ago(HOUR),
};

const VENDOR_LIST = '/admin/data/getvendorscomplaints';
const PUT_41 = 'PUT /admin/data/complaints/vendor/41';
const list = (data: unknown[]) => () => jsonResponse(200, { success: true, data, total: data.length });

type Routes = Parameters<typeof mockFetch>[0];

function setup(vendors: VendorComplaint[], routes: Routes = {}) {
  const requests = mockFetch({
    [`GET ${VENDOR_LIST}?limit=20&offset=0`]: list(vendors),
    'GET /admin/audit/admins': () =>
      jsonResponse(200, {
        success: true,
        data: [
          { id: 1, name: 'Asha Admin' },
          { id: 2, name: 'Vikram Admin' },
        ],
      }),
    'GET /admin/data/complaints/vendor/41/notes': () => jsonResponse(200, { success: true, data: [] }),
    'GET /admin/audit/entities/vendor_complaint/41': () => jsonResponse(200, { success: true, data: [] }),
    ...routes,
  });
  return { ...renderWithProviders(<ComplaintsPage />), requests };
}

async function open(user: ReturnType<typeof setup>['user'], name: string) {
  const listbox = await screen.findByRole('list', { name: /complaints$/ });
  await user.click(within(listbox).getByRole('button', { name: new RegExp(name) }));
  return screen.getByRole('region', { name: /^Complaint #/ });
}

/** Picks `option` in the Select labelled `label`. */
async function choose(user: ReturnType<typeof setup>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function puts(requests: RecordedRequest[]) {
  return requests.filter((r) => r.method === 'PUT').map((r) => ({ url: r.url, body: r.body }));
}

beforeEach(() => {
  startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha Admin' } });
});

describe('Complaints workflow', () => {
  it('filters by state and orders oldest first on the server, keeping the search', async () => {
    const { user, requests } = setup([OPEN, OVERDUE], {
      [`GET ${VENDOR_LIST}?q=rak&limit=20&offset=0`]: list([OPEN]),
      [`GET ${VENDOR_LIST}?q=rak&limit=20&offset=0&status=in_progress`]: list([IN_PROGRESS]),
      [`GET ${VENDOR_LIST}?q=rak&limit=20&offset=0&status=in_progress&sort=-age`]: list([IN_PROGRESS]),
    });
    await screen.findByRole('list', { name: 'Vendor complaints' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rak');
    await waitFor(() => expect(requests.at(-1)?.url).toContain('q=rak'));

    await choose(user, 'Status', 'In progress');
    await choose(user, 'Order', 'Oldest first');

    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(
        `/api/v1${VENDOR_LIST}?q=rak&limit=20&offset=0&status=in_progress&sort=-age`,
      ),
    );
    const item = within(screen.getByRole('list', { name: 'Vendor complaints' })).getByRole('button');
    expect(item).toHaveTextContent('In progress');
  });

  it('Export CSV exports what the filters show', async () => {
    const { user, requests } = setup([OPEN], {
      [`GET ${VENDOR_LIST}?limit=20&offset=0&status=resolved&sort=-age`]: list([RESOLVED]),
    });
    await screen.findByRole('list', { name: 'Vendor complaints' });
    await choose(user, 'Status', 'Resolved');
    await choose(user, 'Order', 'Oldest first');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(requests.map((r) => r.url)).toContain(
        `/api/v1${VENDOR_LIST}?status=resolved&sort=-age&format=csv`,
      ),
    );
  });

  it('a new filter starts again at page 1', async () => {
    const page = () => jsonResponse(200, { success: true, data: [OPEN], total: 45 });
    const { user, requests } = setup([OPEN], {
      [`GET ${VENDOR_LIST}?limit=20&offset=0`]: page,
      [`GET ${VENDOR_LIST}?limit=20&offset=40`]: page,
      [`GET ${VENDOR_LIST}?limit=20&offset=0&status=open`]: page,
    });
    await screen.findByText('45 complaints');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)?.url).toContain('offset=40'));

    await choose(user, 'Status', 'Open');

    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe(`/api/v1${VENDOR_LIST}?limit=20&offset=0&status=open`),
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('data-active', 'true');
  });

  it('shows each entry’s status, age and service-level warning', async () => {
    setup([OPEN, OVERDUE]);
    const [fresh, old] = within(await screen.findByRole('list', { name: 'Vendor complaints' })).getAllByRole(
      'button',
    );
    expect(fresh).toHaveTextContent('Open');
    expect(fresh).toHaveTextContent('Response due soon');
    expect(fresh).toHaveTextContent('Age: 5 h');
    expect(old).toHaveTextContent('Response overdue');
    expect(old).toHaveTextContent('Age: 3 d');
  });

  it('Start work sends the move, shows the answer and refreshes the list and history', async () => {
    let moved = false;
    const { user, requests } = setup([OPEN], {
      [`GET ${VENDOR_LIST}?limit=20&offset=0`]: () => list([moved ? IN_PROGRESS : OPEN])(),
      [PUT_41]: () => {
        moved = true;
        return jsonResponse(200, { success: true, data: IN_PROGRESS });
      },
    });
    const detail = await open(user, 'Rakesh Menon');
    expect(within(detail).getByRole('button', { name: 'Start work' })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Start work' }));

    expect(await within(detail).findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(puts(requests)).toEqual([
      { url: '/api/v1/admin/data/complaints/vendor/41', body: { status: 'in_progress' } },
    ]);
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.endsWith('/admin/audit/entities/vendor_complaint/41')),
      ).toHaveLength(2),
    );
    expect(requests.filter((r) => r.url === `/api/v1${VENDOR_LIST}?limit=20&offset=0`).length).toBe(2);
  });

  it("Reopen sends its move and shows the server's refusal", async () => {
    const { user, requests } = setup([RESOLVED], {
      [PUT_41]: () =>
        jsonResponse(409, {
          success: false,
          message: 'This complaint was changed by someone else meanwhile. Reload it and try again.',
        }),
    });
    const detail = await open(user, 'Rakesh Menon');

    await user.click(within(detail).getByRole('button', { name: 'Reopen' }));

    expect(await within(detail).findByRole('alert')).toHaveTextContent(
      'Error: This complaint was changed by someone else meanwhile. Reload it and try again.',
    );
    expect(puts(requests)).toEqual([
      { url: '/api/v1/admin/data/complaints/vendor/41', body: { status: 'open' } },
    ]);
  });

  it('Resolve asks for a resolution note and sends it with the move', async () => {
    let resolved = false;
    const { user, requests } = setup([IN_PROGRESS], {
      [`GET ${VENDOR_LIST}?limit=20&offset=0`]: () => list([resolved ? RESOLVED : IN_PROGRESS])(),
      [PUT_41]: () => {
        resolved = true;
        return jsonResponse(200, { success: true, data: RESOLVED });
      },
    });
    const detail = await open(user, 'Rakesh Menon');

    await user.click(within(detail).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve complaint #41' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve complaint' }));
    expect(within(dialog).getByText('Write how the complaint was resolved')).toBeInTheDocument();
    expect(puts(requests)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Resolution note/ }), ' Payout released. ');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve complaint' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Resolve complaint #41' })).not.toBeInTheDocument(),
    );
    expect(puts(requests)).toEqual([
      {
        url: '/api/v1/admin/data/complaints/vendor/41',
        body: { status: 'resolved', note: 'Payout released.' },
      },
    ]);
    expect(within(detail).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(detail).getByText('Resolution note').nextElementSibling).toHaveTextContent(
      'Payout released.',
    );
    // The workflow's moments in India time, with IST (docs/product/README.md#dates-and-times).
    for (const label of ['First response', 'Resolved']) {
      expect(within(detail).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/,
      );
    }
  });

  it('changes the assignee, and back to Unassigned', async () => {
    let current = OPEN;
    const { user, requests } = setup([OPEN], {
      [`GET ${VENDOR_LIST}?limit=20&offset=0`]: () => list([current])(),
      [PUT_41]: (request) => {
        const id = (request.body as { assignee_id: number | null }).assignee_id;
        current = { ...OPEN, assignee_id: id, assignee_name: id === 2 ? 'Vikram Admin' : null };
        return jsonResponse(200, { success: true, data: current });
      },
    });
    const detail = await open(user, 'Rakesh Menon');
    const picker = within(detail).getByRole('combobox', { name: 'Assignee' });
    expect(picker).toHaveValue('Unassigned');

    await choose(user, 'Assignee', 'Vikram Admin');
    await waitFor(() => expect(picker).toHaveValue('Vikram Admin'));
    await choose(user, 'Assignee', 'Unassigned');
    await waitFor(() => expect(picker).toHaveValue('Unassigned'));

    expect(puts(requests).map((p) => p.body)).toEqual([{ assignee_id: 2 }, { assignee_id: null }]);
  });

  it('lists the notes with their kind and channel, and adds one', async () => {
    let notes = [NOTE, REPLY];
    const { user, requests } = setup([IN_PROGRESS], {
      'GET /admin/data/complaints/vendor/41/notes': () => jsonResponse(200, { success: true, data: notes }),
      [PUT_41]: () => {
        notes = [...notes, { ...NOTE, note_id: 3, text: 'Escalated to finance.' }];
        return jsonResponse(200, { success: true, data: IN_PROGRESS });
      },
    });
    const detail = await open(user, 'Rakesh Menon');
    const thread = within(detail).getByRole('region', { name: 'Notes' });
    const entries = await within(thread).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Asha Admin');
    expect(entries[0]).toHaveTextContent('Called accounts.');
    expect(entries[1]).toHaveTextContent('Reply · Chat');
    expect(entries[0]).toHaveTextContent(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/);

    await user.click(within(thread).getByRole('button', { name: 'Add note' }));
    expect(within(thread).getByText('Write a note first')).toBeInTheDocument();
    await user.type(within(thread).getByRole('textbox', { name: 'Add note' }), 'Escalated to finance.');
    await user.click(within(thread).getByRole('button', { name: 'Add note' }));

    expect(await within(thread).findByText('Escalated to finance.')).toBeInTheDocument();
    expect(puts(requests).map((p) => p.body)).toEqual([{ note: 'Escalated to finance.' }]);
    expect(within(thread).getByRole('textbox', { name: 'Add note' })).toHaveValue('');
  });

  it('replies to a customer by SMS; without a mobile the reply is disabled with a hint', async () => {
    const answered: CustomerComplaint = {
      ...CUSTOMER,
      status: 'in_progress',
      first_response_at: new Date().toISOString(),
    };
    let replied = false;
    const { user, requests } = setup([OPEN], {
      'GET /admin/data/getCUSTOMERCOMPLAINTS?limit=20&offset=0': () =>
        list([
          replied ? answered : CUSTOMER,
          { ...CUSTOMER, cust_comp_id: 78, customer_name: 'Imran Sheikh', mobile: null },
        ])(),
      'GET /admin/data/complaints/customer/77/notes': () => jsonResponse(200, { success: true, data: [] }),
      'POST /admin/data/complaints/customer/77/reply': () => {
        replied = true;
        return jsonResponse(200, { success: true, data: answered });
      },
    });
    await screen.findByRole('list', { name: 'Vendor complaints' });
    await user.click(screen.getByRole('radio', { name: 'Customer' }));
    let detail = await open(user, 'Farah Siddiqui');
    expect(within(detail).getByText('Age').nextElementSibling).toHaveTextContent('45 min');

    await user.type(
      within(detail).getByRole('textbox', { name: 'Reply by SMS' }),
      'A plumber comes at 5 pm.',
    );
    await user.click(within(detail).getByRole('button', { name: 'Send reply' }));

    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        url: '/api/v1/admin/data/complaints/customer/77/reply',
        body: { text: 'A plumber comes at 5 pm.' },
      }),
    );
    await waitFor(() =>
      expect(within(detail).getByRole('textbox', { name: 'Reply by SMS' })).toHaveValue(''),
    );
    expect(within(detail).getByRole('group', { name: 'Status' })).toHaveTextContent('In progress');

    detail = await open(user, 'Imran Sheikh');
    expect(within(detail).getByRole('textbox', { name: 'Reply by SMS' })).toBeDisabled();
    expect(within(detail).getByRole('button', { name: 'Send reply' })).toBeDisabled();
    expect(within(detail).getByText('This customer has no mobile number to reply to')).toBeInTheDocument();
  });

  it('Reply in chat opens /messages with the vendor and the complaint', async () => {
    const { user } = setup([OPEN]);
    const detail = await open(user, 'Rakesh Menon');
    expect(within(detail).queryByRole('textbox', { name: 'Reply by SMS' })).not.toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Reply in chat' }));

    expect(currentLocation()).toBe('/messages?vendor=5&complaint=41');
  });

  it("shows the complaint's audit history", async () => {
    const { user } = setup([IN_PROGRESS], {
      'GET /admin/audit/entities/vendor_complaint/41': () =>
        jsonResponse(200, {
          success: true,
          data: [
            {
              id: 9,
              admin_id: 1,
              admin_name: 'Asha Admin',
              action: 'complaint.moved',
              entity: 'vendor_complaint',
              entity_id: '41',
              before: { status: 'open' },
              after: { status: 'in_progress' },
              ip: null,
              created_at: ago(HOUR),
              changes: [{ field: 'status', before: 'open', after: 'in_progress' }],
            },
          ],
        }),
    });
    const detail = await open(user, 'Rakesh Menon');
    const history = within(detail).getByRole('region', { name: 'History' });
    expect(await within(history).findByText('complaint.moved')).toBeInTheDocument();
  });
});
