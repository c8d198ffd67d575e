import { notifications } from '@mantine/notifications';
import { PERMISSIONS, TeamMessages } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { fail, jsonResponse, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { columnHeaders, rowMenuItem } from '@/test/table';
import { aMe, aTeamMember, theRoles } from '@/test/team-fixtures';
import { TeamPage } from './team-page';

/** 5 March 2026, 19:37 in India: shown as 5 Mar 2026, 19:37 IST whatever the browser's zone. */
const SIGNED_IN_AT = '2026-03-05T14:07:00.000Z';

const asha = aTeamMember({
  id: 1,
  name: 'Asha Admin',
  email: 'asha@seva.test',
  phone: '9876543210',
  role: 'owner',
  mfa_enabled: true,
  last_sign_in_at: SIGNED_IN_AT,
});
const ravi = aTeamMember({ id: 7, name: 'Ravi Kumar', role: 'dispatcher', last_sign_in_at: SIGNED_IN_AT });
const meera = aTeamMember({
  id: 9,
  name: 'Meera Shah',
  email: 'meera@seva.test',
  phone: '9811122233',
  role: 'finance',
  status: 'invited',
  last_sign_in_at: null,
});
const fieldLead = {
  key: 'field_lead',
  name: 'Field lead',
  permissions: ['bookings.read' as const],
  built_in: false,
};

type Routes = Parameters<typeof mockFetch>[0];

function setup(routes: Routes = {}, route = '/team') {
  const requests = mockFetch({
    'GET /admin/team': () => ok([asha, meera, ravi]),
    'GET /admin/roles': () => ok(theRoles(fieldLead)),
    ...routes,
  });
  const view = renderWithProviders(<TeamPage />, { route, notifications: true, me: aMe('owner', { id: 1 }) });
  return { ...view, requests };
}

const membersTable = () => screen.findByRole('table', { name: 'Team members' });

/** The names in the members table, in order (none while it shows its empty text). */
async function names(): Promise<string[]> {
  const table = await membersTable();
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('cell').length > 1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

/** Waits for the members table to list `expected`, in order. */
async function expectNames(expected: string[]): Promise<void> {
  await waitFor(async () => expect(await names()).toEqual(expected));
}

const sent = (requests: RecordedRequest[], method: string) => requests.filter((r) => r.method === method);

/** Types `text` into `input` at once (a paste): the dialogs re-render on every key. */
async function fill(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}

beforeEach(() => {
  startSession({ token: 'owner-token', admin: { id: 1, name: 'Asha Admin' } });
  notifications.clean();
});

describe('/team: members', () => {
  it('lists the team with role, status, two-step and last sign-in; one cannot act on oneself', async () => {
    setup();

    const table = await membersTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(columnHeaders(table)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Role',
      'Status',
      'Two-step',
      'Last sign-in',
      'Actions',
    ]);
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Meera Shah')).getByText('Finance')).toBeInTheDocument();
    expect(within(row('Meera Shah')).getByText('Invited')).toBeInTheDocument();
    expect(within(row('Meera Shah')).getByText('Never')).toBeInTheDocument();
    expect(within(row('Ravi Kumar')).getByText('Dispatcher')).toBeInTheDocument();
    expect(within(row('Ravi Kumar')).getByText('5 Mar 2026, 19:37 IST')).toBeInTheDocument();
    expect(within(row('Ravi Kumar')).getByText('Off')).toBeInTheDocument();
    expect(within(row('Asha Admin')).getByText('On')).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();

    const own = within(screen.getByRole('group', { name: 'Actions for Asha Admin' }));
    expect(own.getByRole('button', { name: 'Change role' })).toBeDisabled();
    expect(own.getByRole('button', { name: 'Deactivate' })).toHaveAttribute(
      'title',
      TeamMessages.notYourself,
    );
    const theirs = within(screen.getByRole('group', { name: 'Actions for Ravi Kumar' }));
    expect(theirs.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('filters by role and status, kept in the address; an unknown role reads as none', async () => {
    const { user } = setup();
    await expectNames(['Asha Admin', 'Meera Shah', 'Ravi Kumar']);

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Dispatcher' }));
    expect(currentLocation()).toBe('/team?role=dispatcher');
    await expectNames(['Ravi Kumar']);
    expect(screen.getByText('1 of 3 members')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Invited' }));
    expect(currentLocation()).toBe('/team?role=dispatcher&status=invited');
    expect(await screen.findByText('No team members match these filters')).toBeInTheDocument();
  });

  it('reads an unknown role in the address as all roles', async () => {
    setup({}, '/team?role=nobody&status=invited');
    await expectNames(['Meera Shah']);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('All roles');
  });

  it('invites a member: blank fields are refused in the form, a complete one is sent and listed', async () => {
    let team = [asha, meera, ravi];
    const sara = aTeamMember({
      id: 12,
      name: 'Sara Iyer',
      email: 'sara@seva.test',
      phone: '9900011122',
      status: 'invited',
      last_sign_in_at: null,
    });
    const { user, requests } = setup({
      'GET /admin/team': () => ok(team),
      'POST /admin/team': () => {
        team = [...team, sara];
        return jsonResponse(201, { success: true, data: sara });
      },
    });
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(within(dialog).getByText('Enter their name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter their email')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter their mobile number')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a role')).toBeInTheDocument();
    expect(sent(requests, 'POST')).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Sara Iyer');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a 10-digit mobile number')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'sara@seva.test');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '9900011122');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Field lead' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite member' })).toBeNull());
    expect(sent(requests, 'POST')[0]?.body).toEqual({
      name: 'Sara Iyer',
      email: 'sara@seva.test',
      phone: '9900011122',
      role: 'field_lead',
    });
    expect(
      await screen.findByText('Sara Iyer was invited and texted how to set a password.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await names()).toContain('Sara Iyer'));
  });

  it("keeps the dialog open with the server's message when the email belongs to a member already (409)", async () => {
    const { user } = setup({ 'POST /admin/team': () => fail(409, TeamMessages.emailTaken) });
    await membersTable();

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Ravi Again');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'ravi.kumar@seva.test');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '9000000001');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The invitation was not sent');
    expect(alert).toHaveTextContent(TeamMessages.emailTaken);
    expect(screen.getByRole('dialog', { name: 'Invite member' })).toBeInTheDocument();
  });

  it('deactivates a member after a question naming them, and reactivates them', async () => {
    let team = [asha, meera, ravi];
    const { user, requests } = setup({
      'GET /admin/team': () => ok(team),
      'POST /admin/team/7/deactivate': () => {
        team = [asha, meera, { ...ravi, status: 'deactivated' }];
        return ok(team[2]);
      },
      'POST /admin/team/7/reactivate': () => {
        team = [asha, meera, ravi];
        return ok(ravi);
      },
    });
    await membersTable();

    await user.click(await rowMenuItem(user, 'Ravi Kumar', 'Deactivate'));
    const question = await screen.findByRole('dialog', { name: 'Deactivate Ravi Kumar?' });
    expect(question).toHaveTextContent('signed out everywhere at once');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent(requests, 'POST')).toEqual([]);

    await user.click(await rowMenuItem(user, 'Ravi Kumar', 'Deactivate'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Ravi Kumar?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText('Ravi Kumar was deactivated.')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Ravi Kumar.*Deactivated/ });
    expect(row).toBeInTheDocument();

    await user.click(await rowMenuItem(user, 'Ravi Kumar', 'Reactivate'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reactivate Ravi Kumar?' })).getByRole('button', {
        name: 'Reactivate',
      }),
    );
    expect(await screen.findByText('Ravi Kumar was reactivated.')).toBeInTheDocument();
    expect(sent(requests, 'POST').map((r) => r.path)).toEqual([
      '/admin/team/7/deactivate',
      '/admin/team/7/reactivate',
    ]);
  });

  it("resets a member's two-step sign-in after a question naming them; one's own is not offered", async () => {
    let team = [asha, meera, { ...ravi, mfa_enabled: true }];
    const { user, requests } = setup({
      'GET /admin/team': () => ok(team),
      'POST /admin/team/7/mfa/reset': () => {
        team = [asha, meera, ravi];
        return ok(ravi);
      },
    });
    await membersTable();
    expect(await rowMenuItem(user, 'Asha Admin', 'Reset two-step')).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(await rowMenuItem(user, 'Ravi Kumar', 'Reset two-step'));
    const question = await screen.findByRole('dialog', { name: 'Reset two-step sign-in for Ravi Kumar?' });
    expect(question).toHaveTextContent('signed out everywhere');
    await user.click(within(question).getByRole('button', { name: 'Reset two-step' }));
    expect(await screen.findByText('Two-step sign-in was reset for Ravi Kumar.')).toBeInTheDocument();
    expect(sent(requests, 'POST').map((r) => r.path)).toEqual(['/admin/team/7/mfa/reset']);
    expect(await screen.findByRole('row', { name: /Ravi Kumar.*Off/ })).toBeInTheDocument();
  });

  it("reports a refused deactivation with the server's message (a two-step code required)", async () => {
    const { user } = setup({ 'POST /admin/team/7/deactivate': () => fail(403, TeamMessages.stepUpRequired) });
    await membersTable();

    await user.click(await rowMenuItem(user, 'Ravi Kumar', 'Deactivate'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Ravi Kumar?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(
      await screen.findByText(`Ravi Kumar was not deactivated: ${TeamMessages.stepUpRequired}`),
    ).toBeInTheDocument();
  });

  it('changes a role in a dialog naming the member; a refusal stays in it', async () => {
    let answer = () => fail(409, TeamMessages.lastOwner);
    const { user, requests } = setup({ 'PUT /admin/team/7': () => answer() });
    await membersTable();

    await user.click(await rowMenuItem(user, 'Ravi Kumar', 'Change role'));
    const dialog = await screen.findByRole('dialog', { name: 'Change role: Ravi Kumar' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Dispatcher');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TeamMessages.lastOwner);

    answer = () => ok({ ...ravi, role: 'support' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ravi Kumar is now Support.')).toBeInTheDocument();
    expect(sent(requests, 'PUT').map((r) => r.body)).toEqual([{ role: 'support' }, { role: 'support' }]);
  });

  it('says the team could not be loaded, with Retry', async () => {
    let answers = 0;
    const { user } = setup({
      'GET /admin/team': () => {
        answers += 1;
        return answers === 1 ? fail(500, 'Database unavailable') : ok([asha]);
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the team');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectNames(['Asha Admin']);
  });
});

describe('/team: roles', () => {
  async function openRoles(routes: Routes = {}) {
    const view = setup(routes, '/team?tab=roles');
    const grid = await screen.findByRole('table', { name: 'Permissions by role' });
    // A header row and a row a permission (the rows after the first ten follow as a deferred render).
    await waitFor(() => expect(grid.querySelectorAll('tbody tr')).toHaveLength(PERMISSIONS.length));
    return view;
  }

  it('shows the permission grid: a role a column, a tick where it has the permission', async () => {
    await openRoles();
    const grid = screen.getByRole('table', { name: 'Permissions by role' });
    expect(columnHeaders(grid)).toEqual([
      'Area',
      'Permission',
      'Owner',
      'Operations',
      'Dispatcher',
      'Support',
      'Finance',
      'KYC reviewer',
      'Viewer',
      'Field lead',
    ]);
    // Read from the DOM: accessible names of 180 cells are slow to compute in jsdom.
    const headers = columnHeaders(grid);
    const rows = Array.from(grid.querySelectorAll('tbody tr'));
    const cell = (permission: string, column: string) => {
      const row = rows.find((r) => r.textContent?.includes(permission));
      return row?.querySelectorAll('td')[headers.indexOf(column)]?.textContent;
    };
    expect(cell('Assign and re-assign vendors', 'Dispatcher')).toBe('Allowed');
    expect(cell('See payments and plans', 'Dispatcher')).toBe('–Not allowed');
    expect(cell('Manage the team', 'Operations')).toBe('–Not allowed');
    expect(cell('Manage the team', 'Owner')).toBe('Allowed');
    expect(cell('See bookings', 'Field lead')).toBe('Allowed');
    expect(cell('See and retry deliveries', 'Operations')).toBe('Allowed');
    expect(cell('See and retry deliveries', 'Finance')).toBe('–Not allowed');
    // Sending money back: owners and finance, not operations (issue 39).
    expect(cell('Refund customer payments', 'Finance')).toBe('Allowed');
    expect(cell('Refund customer payments', 'Operations')).toBe('–Not allowed');

    const roles = screen.getByRole('table', { name: 'Roles' });
    const dispatcher = within(roles).getByRole('row', { name: /Dispatcher/ });
    expect(dispatcher).toHaveTextContent('Built-in');
    expect(dispatcher).toHaveTextContent(`8 of ${PERMISSIONS.length}`);
    expect(within(dispatcher).getByRole('button', { name: 'Edit role' })).toHaveAttribute(
      'title',
      TeamMessages.roleBuiltIn,
    );
    expect(within(roles).getByRole('row', { name: /Field lead/ })).toHaveTextContent('Custom');
  });

  it('creates a custom role from a name and permissions; a blank one is refused in the dialog', async () => {
    const reviewer = {
      key: 'night_desk',
      name: 'Night desk',
      permissions: ['bookings.read', 'bookings.assign'] as const,
      built_in: false,
    };
    let roles = theRoles(fieldLead);
    const { user, requests } = await openRoles({
      'GET /admin/roles': () => ok(roles),
      'POST /admin/roles': () => {
        roles = theRoles(fieldLead, { ...reviewer, permissions: [...reviewer.permissions] });
        return jsonResponse(201, { success: true, data: reviewer });
      },
    });

    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(within(dialog).getByText('Enter a name for the role')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one permission')).toBeInTheDocument();
    expect(sent(requests, 'POST')).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Night desk');
    const bookings = within(within(dialog).getByRole('group', { name: 'Bookings' }));
    await user.click(bookings.getByLabelText(/Assign and re-assign vendors/));
    await user.click(bookings.getByLabelText(/See bookings and reviews/));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull());
    // In the contract's order, whatever the order of the clicks.
    expect(sent(requests, 'POST')[0]?.body).toEqual({
      name: 'Night desk',
      permissions: ['bookings.read', 'bookings.assign'],
    });
    expect(await screen.findByText('The role Night desk was created.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Roles' })).findByRole('row', { name: /Night desk/ }),
    ).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message for a name taken (409)", async () => {
    const { user } = await openRoles({ 'POST /admin/roles': () => fail(409, TeamMessages.roleNameTaken) });

    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'dispatcher');
    await user.click(within(dialog).getByLabelText(/Chat with vendors/));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TeamMessages.roleNameTaken);
  });

  it('edits a custom role with its permissions ticked', async () => {
    const { user, requests } = await openRoles({
      'PUT /admin/roles/field_lead': () => ok({ ...fieldLead, permissions: ['bookings.read', 'chat.use'] }),
    });

    await user.click(await rowMenuItem(user, 'Field lead', 'Edit role'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role: Field lead' });
    expect(within(dialog).getByLabelText(/See bookings and reviews/)).toBeChecked();
    await user.click(within(dialog).getByLabelText(/Chat with vendors/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The role Field lead was saved.')).toBeInTheDocument();
    expect(sent(requests, 'PUT')[0]?.body).toEqual({
      name: 'Field lead',
      permissions: ['bookings.read', 'chat.use'],
    });
  });

  it("asks before deleting a role and reports the server's refusal while a member holds it (409)", async () => {
    const { user, requests } = await openRoles({
      'DELETE /admin/roles/field_lead': () => fail(409, TeamMessages.roleInUse),
    });

    await user.click(await rowMenuItem(user, 'Field lead', 'Delete role'));
    const question = await screen.findByRole('dialog', { name: 'Delete the role Field lead?' });
    await user.click(within(question).getByRole('button', { name: 'Delete role' }));

    expect(
      await screen.findByText(`The role Field lead was not deleted: ${TeamMessages.roleInUse}`),
    ).toBeInTheDocument();
    expect(sent(requests, 'DELETE').map((r) => r.path)).toEqual(['/admin/roles/field_lead']);
  });
});
