import {
  ChatMessages,
  type ChatUnreadRoom,
  NOTIFICATION_ITEMS_LIMIT,
  type NotificationCounts,
  type Notifications,
} from '@seva/contract';
import { notFound } from '../../lib/http-error';
import type { ServiceDeps } from '../../lib/service-deps';
import { latestArrivals } from './items-repository';
import { toNotificationItems } from './mapper';
import { NotificationPush } from './push';
import {
  countNewComplaints,
  countPendingApprovals,
  countUnassignedBookings,
  countUnreadMessages,
  findRoomHead,
  latestComplaintIds,
  listSignedInAdminIds,
  listUnreadRooms,
  raiseAllRoomReadMarks,
  raiseReadMark,
  raiseRoomReadMark,
} from './repository';

export type NotificationReadKind = 'complaints' | 'messages' | 'all';

/**
 * The live bell (docs/product/cockpit.md#live-bell): counts, the latest arrivals and this admin's read
 * marks. Read marks are not changes to the marketplace's data, so they are not audited.
 */
export function createNotificationService(deps: ServiceDeps, push: NotificationPush) {
  const { db } = deps;
  const nowIso = () => new Date(deps.clock()).toISOString();

  async function countsFor(adminIds: number[]): Promise<Map<number, NotificationCounts>> {
    const [pending_approvals, unassigned_bookings] = await Promise.all([
      countPendingApprovals(db),
      countUnassignedBookings(db),
    ]);
    const result = new Map<number, NotificationCounts>();
    for (const adminId of adminIds) {
      const [new_complaints, unread_messages] = await Promise.all([
        countNewComplaints(db, adminId),
        countUnreadMessages(db, adminId),
      ]);
      result.set(adminId, { pending_approvals, unassigned_bookings, new_complaints, unread_messages });
    }
    return result;
  }

  async function counts(adminId: number): Promise<NotificationCounts> {
    return (await countsFor([adminId])).get(adminId)!;
  }

  async function notifications(adminId: number): Promise<Notifications> {
    const [c, rows] = await Promise.all([
      counts(adminId),
      latestArrivals(db, adminId, NOTIFICATION_ITEMS_LIMIT),
    ]);
    return { counts: c, items: toNotificationItems(rows) };
  }

  /** Marks what the admin has seen; the admin's other sessions hear the new counts. */
  async function markRead(adminId: number, kind: NotificationReadKind): Promise<NotificationCounts> {
    const now = nowIso();
    if (kind !== 'messages') {
      const latest = await latestComplaintIds(db);
      await raiseReadMark(db, adminId, 'vendor_complaints', latest.vendor_complaints, now);
      await raiseReadMark(db, adminId, 'customer_complaints', latest.customer_complaints, now);
    }
    if (kind !== 'complaints') await raiseAllRoomReadMarks(db, adminId, now);
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

  return { counts, countsFor, notifications, markRead, markRoomRead, unreadRooms };
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
