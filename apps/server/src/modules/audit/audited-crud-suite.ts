import { expect, it } from 'vitest';
import { rowCounts } from '../../test/row-counts';
import type { TestApp } from '../../test/test-app';
import type { CrudTable } from './audited-crud';

type Body = Record<string, unknown>;
type Db = TestApp['database']['handle']['db'];

/**
 * What an audited-CRUD resource answers over HTTP; the suite below checks what every such resource must
 * do alike (catalogue categories, sub-services, subscription plans), each test file adds its own.
 */
export interface AuditedCrudResource {
  /** As in the audit rows' entity, e.g. 'service_category'. */
  entity: string;
  table: CrudTable;
  idField: string;
  /** The name on the wire, and in the table (the audit rows hold table rows). */
  nameField: string;
  nameColumn: string;
  paths: { list: string; insert: string; update: string; remove: (id: number | string) => string };
  messages: { notFound: string; deleted: string; duplicate: (name: string) => string };
  /** A valid insert body with this name. */
  insertBody: (name: string) => Body;
  /** A valid update body of row `id` with this name. */
  updateBody: (id: number | string, name: string) => Body;
  /** A row with this name written straight to the database; answers its id. */
  seed: (db: Db, name: string) => Promise<number>;
  /** Insert bodies (made when the test runs) refused with this status and message, nothing written. */
  invalidInserts: [label: string, status: number, body: () => Body, message: RegExp][];
  /** Rows other rows refer to: the delete is refused with this message and the row kept (ADR 006). */
  refusals: [label: string, arrange: (db: Db) => Promise<number>, message: string | RegExp][];
}

/** The shared tests; call inside a describe whose beforeAll sets up the app and its token. */
export function auditedCrudSuite(context: () => { t: TestApp; token: string }, r: AuditedCrudResource) {
  const call = (method: string, path: string, body?: unknown) => {
    const { t, token } = context();
    return t.request(method, path, { body, token });
  };
  const insert = (body: Body) => call('POST', r.paths.insert, body);
  const update = (body: Body) => call('PUT', r.paths.update, body);
  const remove = (id: number | string) => call('DELETE', r.paths.remove(id));
  const listedIds = async (): Promise<unknown[]> =>
    (await call('GET', r.paths.list)).body.data.map((row: Body) => row[r.idField]);
  const db = () => context().t.database.handle.db;
  const counts = () => rowCounts(db());
  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', r.entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('adds, lists, updates and deletes, writing an audit row with each change', async () => {
    const added = await insert(r.insertBody('Cycle Original'));
    expect(added.status).toBe(201);
    expect(added.body.data[r.nameField]).toBe('Cycle Original');
    const id = added.body.data[r.idField] as number;
    expect((await call('GET', r.paths.list)).body.data).toContainEqual(added.body.data);

    const updated = await update(r.updateBody(id, 'Cycle Renamed'));
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ [r.idField]: id, [r.nameField]: 'Cycle Renamed' });

    const deleted = await remove(id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: r.messages.deleted });
    expect(await listedIds()).not.toContain(id);
    expect((await remove(id)).status).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual([
      `${r.entity}.created`,
      `${r.entity}.updated`,
      `${r.entity}.deleted`,
    ]);
    expect(audit.every((a) => a.admin_id === context().t.adminId)).toBe(true);
    const [created, renamed, removed] = audit.map((a) => ({
      before: JSON.parse(a.before ?? 'null'),
      after: JSON.parse(a.after ?? 'null'),
    }));
    expect(created?.after[r.idField]).toBe(id);
    expect(renamed?.before).toEqual(created?.after);
    expect(renamed?.after).toMatchObject({ [r.idField]: id, [r.nameColumn]: 'Cycle Renamed' });
    expect(removed?.before).toEqual(renamed?.after);
  });

  it.each(r.invalidInserts)(
    'refuses an insert with %s (%i) and writes nothing',
    async (_, status, body, message) => {
      const before = await counts();
      const res = await insert(body());
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a name another row has, in any case, with 409 on insert and rename, and writes nothing', async () => {
    const existing = await r.seed(db(), 'Appliance Repair');
    const other = await r.seed(db(), 'Painting');
    const before = await counts();

    const duplicate = await insert(r.insertBody('APPLIANCE repair'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ success: false, message: r.messages.duplicate('APPLIANCE repair') });
    const renamed = await update(r.updateBody(other, 'appliance REPAIR'));
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(r.messages.duplicate('appliance REPAIR'));
    expect(await counts()).toEqual(before);

    // Keeping its own name (in another case) is not a duplicate.
    expect((await update(r.updateBody(existing, 'APPLIANCE REPAIR'))).status).toBe(200);
  });

  it('lets only one of several admins saving the same name at once have it', async () => {
    const before = await counts();
    const results = await Promise.all(
      [
        'Geyser Fitting',
        'GEYSER FITTING',
        'geyser fitting',
        'Geyser fitting',
        'GeYsEr Fitting',
        'geyser fitting',
      ].map((name) => insert(r.insertBody(name))),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((res) => res.status === 409)) {
      expect(refused.body.message.toLowerCase()).toBe(r.messages.duplicate('geyser fitting').toLowerCase());
    }
    expect(await counts()).toEqual({
      ...before,
      [r.table]: (before[r.table] ?? 0) + 1,
      audit_log: (before.audit_log ?? 0) + 1,
    });

    const ids = await Promise.all(['Copper', 'Zinc', 'Tin'].map((name) => r.seed(db(), name)));
    const renames = await Promise.all(ids.map((id) => update(r.updateBody(id, 'Alloy'))));
    expect(renames.map((res) => res.status).sort()).toEqual([200, 409, 409]);
  });

  it('applies every one of many simultaneous edits of one row, each audited from the one before', async () => {
    const id = await r.seed(db(), 'Edited Often');
    const names = Array.from({ length: 8 }, (_, i) => `Edited Often ${i + 1}`);
    const results = await Promise.all(names.map((name) => update(r.updateBody(id, name))));
    expect(results.map((res) => res.status)).toEqual(names.map(() => 200));

    const audit = (await auditOf(id)).map((a) => ({
      before: JSON.parse(a.before ?? 'null'),
      after: JSON.parse(a.after ?? 'null'),
    }));
    expect(audit).toHaveLength(names.length);
    // One chain: each edit started from what the previous one left, none was lost.
    for (let i = 1; i < audit.length; i++) expect(audit[i]?.before).toEqual(audit[i - 1]?.after);
    const final = await call('GET', r.paths.list);
    const row = final.body.data.find((item: Body) => item[r.idField] === id);
    expect(row[r.nameField]).toBe(audit.at(-1)?.after[r.nameColumn]);
  });

  it('deletes a row once however many admins delete it at the same moment', async () => {
    const id = await r.seed(db(), 'Deleted Once');
    const results = await Promise.all(Array.from({ length: 8 }, () => remove(id)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([`${r.entity}.deleted`]);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const missing = await update(r.updateBody(987654, 'Nowhere'));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: r.messages.notFound });
    const gone = await remove(987654);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(r.messages.notFound);
    for (const bad of ['abc', '-1', 'x1']) expect((await remove(bad)).status).toBe(400);
    expect((await update(r.updateBody('seven', 'Nowhere'))).status).toBe(400);
  });

  if (r.refusals.length > 0) {
    it.each(r.refusals)(
      'refuses to delete a row that %s, with the reason, and keeps it',
      async (_, arrange, message) => {
        const id = await arrange(db());
        const before = await counts();
        const refused = await remove(id);
        expect(refused.status).toBe(409);
        expect(refused.body.success).toBe(false);
        if (typeof message === 'string') expect(refused.body).toEqual({ success: false, message });
        else expect(refused.body.message).toMatch(message);
        expect(await listedIds()).toContain(id);
        expect(await counts()).toEqual(before);
      },
    );
  }

  const routes: [string, string, Body?][] = [
    ['GET', r.paths.list],
    ['POST', r.paths.insert, r.insertBody('Unauthorised')],
    ['PUT', r.paths.update, r.updateBody(1, 'Unauthorised')],
    ['DELETE', r.paths.remove(1)],
  ];

  it.each(routes)('%s %s without a token → 401 and nothing written', async (method, url, body) => {
    const { t } = context();
    const before = await counts();
    const res = await t.request(method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'No authentication token found' });
    expect((await t.request(method, url, { body, token: 'not-a-real-token' })).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
}
