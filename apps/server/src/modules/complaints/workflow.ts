import {
  type BulkResult,
  ComplaintMessages,
  type ComplaintNote,
  type CustomerComplaint,
  isComplaintMoveAllowed,
  type UpdateComplaintBody,
  type VendorComplaint,
} from '@seva/contract';
import type { Transaction } from 'kysely';
import { isForeignKeyViolation } from '../../db/driver/constraint-errors';
import type { Database } from '../../db/schema';
import type { ComplaintKind, ComplaintReplyChannel } from '../../db/schema/complaint-tables';
import { settleEach } from '../../lib/bulk';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, writeAudit } from '../audit/service';
import { queueText } from '../messages/service';
import { toComplaintNote, toCustomerComplaint, toVendorComplaint } from './mapper';
import {
  type ComplaintChange,
  findComplaintState,
  findCustomerComplaintRows,
  findVendorComplaintRows,
  insertComplaintNote,
  listComplaintNotes,
  markReplied,
  updateComplaintIf,
} from './repository';

/** What a chat message carrying complaint_id records (docs/product/complaints.md#replying). */
export interface ChatReply {
  complaintId: number;
  text: string;
  actor: Actor & { adminId: number };
}

/** The audit entity of a complaint of `kind`: `vendor_complaint` or `customer_complaint`. */
const entityOf = (kind: ComplaintKind) => `${kind}_complaint` as const;

/**
 * The complaint workflow (docs/product/complaints.md#workflow): moves, assignee, notes and replies,
 * each written with its audit rows in one transaction. A move or a new assignee is one conditional
 * UPDATE on what the decision read, so of two concurrent changes one wins and the other gets 409. One
 * PUT with several fields writes one audit row per change (`complaint.moved`, `complaint.assigned`,
 * `complaint.noted`), all in its transaction.
 */
export function createComplaintWorkflow(deps: ServiceDeps) {
  const { db, config, clock } = deps;
  const nowIso = () => new Date(clock()).toISOString();
  const levelClock = () => ({ targets: config.complaintTargets, now: clock() });

  /** The complaint as the lists show it. */
  async function complaint(kind: 'vendor', id: number): Promise<VendorComplaint>;
  async function complaint(kind: 'customer', id: number): Promise<CustomerComplaint>;
  async function complaint(kind: ComplaintKind, id: number): Promise<VendorComplaint | CustomerComplaint>;
  async function complaint(kind: ComplaintKind, id: number): Promise<VendorComplaint | CustomerComplaint> {
    if (kind === 'vendor') {
      const [row] = await findVendorComplaintRows(db, [id]);
      if (!row) throw notFound(ComplaintMessages.notFound);
      return toVendorComplaint(row, levelClock());
    }
    const [row] = await findCustomerComplaintRows(db, [id]);
    if (!row) throw notFound(ComplaintMessages.notFound);
    return toCustomerComplaint(row, levelClock());
  }

  async function update(
    kind: ComplaintKind,
    id: number,
    body: UpdateComplaintBody,
    actor: Actor,
  ): Promise<void> {
    const current = await findComplaintState(db, kind, id);
    if (!current) throw notFound(ComplaintMessages.notFound);
    const to = body.status;
    if (to !== undefined && !isComplaintMoveAllowed(current.status, to)) {
      throw conflict(ComplaintMessages.moveNotAllowed(current.status, to));
    }
    const assigning = body.assignee_id !== undefined && body.assignee_id !== current.assignee_id;
    const resolving = to === 'resolved';
    const now = nowIso();
    const entity = entityOf(kind);

    await inTransactionOrUnknownAssignee(assigning, async (trx) => {
      if (to !== undefined || assigning) {
        const change: ComplaintChange = { updated_at: now };
        if (to !== undefined) change.status = to;
        if (resolving) Object.assign(change, { resolved_at: now, resolution_note: body.note ?? null });
        if (to === 'open') Object.assign(change, { resolved_at: null, resolution_note: null });
        if (assigning) change.assignee_id = body.assignee_id;
        const expect = {
          status: to !== undefined ? current.status : undefined,
          assignee_id: assigning ? current.assignee_id : undefined,
        };
        if (!(await updateComplaintIf(trx, kind, id, expect, change))) {
          throw conflict(ComplaintMessages.changedMeanwhile);
        }
      }
      const noteId =
        body.note === undefined
          ? undefined
          : await insertComplaintNote(trx, {
              complaint_kind: kind,
              complaint_id: id,
              kind: resolving ? 'resolution' : 'note',
              channel: null,
              text: body.note,
              author_id: actor.adminId,
              created_at: now,
            });
      if (to !== undefined) {
        const wasResolved = current.status === 'resolved';
        await writeAudit(trx, {
          ...actor,
          action: 'complaint.moved',
          entity,
          entityId: id,
          before: {
            status: current.status,
            ...(wasResolved
              ? { resolved_at: current.resolved_at, resolution_note: current.resolution_note }
              : {}),
          },
          after: {
            status: to,
            ...(resolving
              ? { resolved_at: now, resolution_note: body.note ?? null, note_id: noteId ?? null }
              : {}),
            ...(wasResolved ? { resolved_at: null, resolution_note: null } : {}),
          },
        });
      }
      if (assigning) {
        await auditChange(
          trx,
          { actor, entity, id },
          'complaint.assigned',
          { assignee_id: current.assignee_id },
          { assignee_id: body.assignee_id },
        );
      }
      if (noteId !== undefined && !resolving) {
        await writeAudit(trx, {
          ...actor,
          action: 'complaint.noted',
          entity,
          entityId: id,
          after: { note_id: noteId },
        });
      }
    });
  }

  /**
   * The assignee is not looked up first: the foreign key is the one check, so an admin deleted while
   * the request runs is the same 404 as one that never existed, not a 500.
   */
  async function inTransactionOrUnknownAssignee(
    assigning: boolean,
    work: (trx: Transaction<Database>) => Promise<void>,
  ) {
    try {
      await db.transaction().execute(work);
    } catch (err) {
      if (assigning && isForeignKeyViolation(err)) throw notFound(ComplaintMessages.assigneeNotFound);
      throw err;
    }
  }

  async function notes(kind: ComplaintKind, id: number): Promise<ComplaintNote[]> {
    if (!(await findComplaintState(db, kind, id))) throw notFound(ComplaintMessages.notFound);
    return (await listComplaintNotes(db, kind, id)).map(toComplaintNote);
  }

  /** A reply's note: the first response if there was none, and an open complaint moves to in_progress (audited). */
  async function writeReply(
    trx: Transaction<Database>,
    kind: ComplaintKind,
    id: number,
    text: string,
    channel: ComplaintReplyChannel,
    actor: Actor,
  ): Promise<void> {
    const now = nowIso();
    const entity = entityOf(kind);
    const noteId = await insertComplaintNote(trx, {
      complaint_kind: kind,
      complaint_id: id,
      kind: 'reply',
      channel,
      text,
      author_id: actor.adminId,
      created_at: now,
    });
    const { moved } = await markReplied(trx, kind, id, now);
    if (moved) {
      await auditChange(
        trx,
        { actor, entity, id },
        'complaint.moved',
        { status: 'open' },
        { status: 'in_progress' },
      );
    }
    await writeAudit(trx, {
      ...actor,
      action: 'complaint.replied',
      entity,
      entityId: id,
      after: { note_id: noteId, channel },
    });
  }

  /**
   * Records `text` as the reply (writeReply) and writes its SMS to the complaint's mobile (queueText) in
   * one transaction: the outbox delivers it after the commit, retried while the gateway is down, and shown
   * on Deliveries (docs/product/complaints.md#replying). Nothing is sent from the request.
   */
  async function replyBySms(id: number, text: string, actor: Actor) {
    const current = await findComplaintState(db, 'customer', id);
    if (!current) throw notFound(ComplaintMessages.notFound);
    const mobile = current.mobile;
    if (!mobile) throw unprocessable(ComplaintMessages.noMobile);
    await db.transaction().execute(async (trx) => {
      await writeReply(trx, 'customer', id, text, 'sms', actor);
      await queueText(trx, { to: mobile, text, about: { complaintId: id }, actor });
    });
    return complaint('customer', id);
  }

  /** True when the vendor complaint exists and is `vendorId`'s: the chat room's vendor may be answered on it. */
  async function isVendorsComplaint(complaintId: number, vendorId: number): Promise<boolean> {
    const current = await findComplaintState(db, 'vendor', complaintId);
    return current?.party_id === vendorId;
  }

  /** An admin's chat message carrying complaint_id: the vendor complaint's reply, in the message's transaction. */
  function recordChatReply(trx: Transaction<Database>, reply: ChatReply): Promise<void> {
    return writeReply(trx, 'vendor', reply.complaintId, reply.text, 'chat', reply.actor);
  }

  /**
   * Resolves each complaint in turn as `update` with `{ status: 'resolved', note }` would (its own
   * conditional move, note and audit rows); a complaint that cannot move to resolved, or is unknown,
   * answers its refusal (docs/product/complaints.md#bulk-resolve).
   */
  function resolveMany(
    kind: ComplaintKind,
    ids: readonly number[],
    note: string,
    actor: Actor,
  ): Promise<BulkResult[]> {
    return settleEach(ids, (id) => update(kind, id, { status: 'resolved', note }, actor));
  }

  return { complaint, update, resolveMany, notes, replyBySms, isVendorsComplaint, recordChatReply };
}

export type ComplaintWorkflow = ReturnType<typeof createComplaintWorkflow>;

/** The audit row of one move of a complaint (its state or its assignee), in the change's transaction. */
function auditChange(
  trx: Transaction<Database>,
  of: { actor: Actor; entity: string; id: number },
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return writeAudit(trx, { ...of.actor, action, entity: of.entity, entityId: of.id, before, after });
}
