import {
  ChatMessages,
  type ChatUnreadRoom,
  NOTIFICATION_ITEMS_LIMIT,
  type NotificationCounts,
  type NotificationMarks,
  NotificationMessages,
  type Notifications,
  parseNotificationItemId,
} from '@seva/contract';
import { notFound, unauthorized } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { type Actor, updateAudited } from '../audit/service';
import { countUnseen, itemExists, latestArrivals, setItemState } from './items-repository';
import { toNotificationItems } from './mapper';
import { NotificationPush } from './push';
import {
  countFailedDeliveries,
  countFailedPayouts,
  countFailedRefunds,
  countNewComplaints,
  countPendingApprovals,
  countUnassignedBookings,
  countUnreadMessages,
  findRoomHead,
  latestHead,
  listSignedInAdminIds,
  listUnreadRooms,
  raiseAllRoomReadMarks,
  raiseRoomReadMark,
  raiseSeenMarks,
} from './repository';

export type NotificationReadKind = 'complaints' | 'messages' | 'all';

/** The admin a bell write is for: the routes are admin-only, so a request without one is refused. */
function adminOf(actor: Actor): number {
  if (actor.adminId === null) throw unauthorized('Unauthorized');
  return actor.adminId;
}

/**
 * The live bell (docs/product/cockpit.md#live-bell): counts, the latest arrivals and this admin's seen
 * marks and item states, each write audited with its change (`updateAudited`) and only when it changed
 * something. Chat read marks (the Messages screen's) are not audited: they change no marketplace data.
 */
export function createNotificationService(deps: ServiceDeps, push: NotificationPush) {
  const { db, dialect } = deps;
  const nowIso = () => new Date(deps.clock()).toISOString();

  async function countsFor(adminIds: number[]): Promise<Map<number, NotificationCounts>> {
    const [pending_approvals, unassigned_bookings, failed_deliveries, failed_refunds, failed_payouts] =
      await Promise.all([
        countPendingApprovals(db),
        countUnassignedBookings(db),
        countFailedDeliveries(db),
        countFailedRefunds(db),
        countFailedPayouts(db),
      ]);
    const result = new Map<number, NotificationCounts>();
    for (const adminId of adminIds) {
      const [new_complaints, unread_messages, unseen] = await Promise.all([
        countNewComplaints(db, adminId),
        countUnreadMessages(db, adminId),
        countUnseen(db, adminId),
      ]);
      result.set(adminId, {
        pending_approvals,
        unassigned_bookings,
        new_complaints,
        unread_messages,
        failed_deliveries,
        failed_refunds,
        failed_payouts,
        unseen,
      });
    }
    return result;
  }

  async function counts(adminId: number): Promise<NotificationCounts> {
    return (await countsFor([adminId])).get(adminId)!;
  }

  /** The head is read first: what arrives while the rest is read is listed but not marked seen by it. */
  async function notifications(adminId: number): Promise<Notifications> {
    const head = await latestHead(db);
    const [c, rows] = await Promise.all([
      counts(adminId),
      latestArrivals(db, adminId, NOTIFICATION_ITEMS_LIMIT),
    ]);
    return { counts: c, items: toNotificationItems(rows), head };
  }

  /** Raises the admin's seen marks (never past what exists, never back), audited when one moved. */
  async function raiseSeen(actor: Actor, adminId: number, marks: Partial<NotificationMarks>) {
    await updateAudited(db, dialect, raiseSeenMarks(adminId, marks, nowIso()), {
      ...actor,
      action: 'notifications.seen',
      entity: 'admin',
      entityId: adminId,
      after: marks,
    });
  }

  /** The admin was shown the bell up to `upTo` (its GET's head); the admin's other sessions hear the counts. */
  async function markSeen(actor: Actor, upTo: NotificationMarks): Promise<NotificationCounts> {
    const adminId = adminOf(actor);
    const latest = await latestHead(db);
    const marks = Object.fromEntries(
      Object.entries(upTo).map(([kind, id]) => [kind, Math.min(id, latest[kind as keyof NotificationMarks])]),
    ) as NotificationMarks;
    await raiseSeen(actor, adminId, marks);
    push.admin(adminId);
    return counts(adminId);
  }

  /** Complaints seen up to the newest now, and/or every room of the admin read up to its newest message. */
  async function markRead(actor: Actor, kind: NotificationReadKind): Promise<NotificationCounts> {
    const adminId = adminOf(actor);
    if (kind !== 'messages') {
      const latest = await latestHead(db);
      await raiseSeen(actor, adminId, {
        vendor_complaint: latest.vendor_complaint,
        customer_complaint: latest.customer_complaint,
      });
    }
    if (kind !== 'complaints') await raiseAllRoomReadMarks(db, adminId, nowIso());
    push.admin(adminId);
    return counts(adminId);
  }

  /** Opens (`read`) or dismisses one item for this admin; 404 when it names nothing the admin could see. */
  async function setItem(actor: Actor, itemId: string, state: 'read' | 'dismissed') {
    const adminId = adminOf(actor);
    const item = parseNotificationItemId(itemId);
    if (!item || !(await itemExists(db, adminId, item.kind, item.id))) {
      throw notFound(NotificationMessages.itemNotFound);
    }
    await updateAudited(db, dialect, setItemState(adminId, item.kind, item.id, state, nowIso()), {
      ...actor,
      action: state === 'read' ? 'notifications.item_read' : 'notifications.item_dismissed',
      entity: 'notification',
      entityId: itemId,
    });
    push.admin(adminId);
    return counts(adminId);
  }

  /** One room read up to `messageId` (default: its newest message). */
  async function markRoomRead(
    adminId: number,
    roomId: number,
    messageId?: number,
  ): Promise<NotificationCounts> {
    const room = await findRoomHead(db, roomId);
    if (!room) throw notFound(ChatMessages.roomNotFound);
    await raiseRoomReadMark(db, adminId, roomId, Math.min(messageId ?? room.newest, room.newest), nowIso());
    push.admin(adminId);
    return counts(adminId);
  }

  function unreadRooms(adminId: number): Promise<ChatUnreadRoom[]> {
    return listUnreadRooms(db, adminId);
  }

  return {
    counts,
    countsFor,
    notifications,
    markSeen,
    markRead,
    openItem: (actor: Actor, itemId: string) => setItem(actor, itemId, 'read'),
    dismissItem: (actor: Actor, itemId: string) => setItem(actor, itemId, 'dismissed'),
    markRoomRead,
    unreadRooms,
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;

/** The app's one bell: the service the routes answer with and the push the chat socket sends counts with. */
export interface NotificationBell {
  service: NotificationService;
  push: NotificationPush;
}

/**
 * The bell service and its push, built once per app (buildApp, app.ts) and shared by the notification
 * routes and the chat socket plugin (app.shared.bell).
 */
export function createNotificationBell(deps: ServiceDeps, onError: (err: unknown) => void): NotificationBell {
  let service: NotificationService | undefined;
  const push = new NotificationPush(
    {
      signedInAdmins: () => listSignedInAdminIds(deps.db, new Date(deps.clock()).toISOString()),
      countsFor: (ids) => service!.countsFor(ids),
    },
    deps.events,
    onError,
  );
  service = createNotificationService(deps, push);
  return { service, push };
}
