import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findRoom, type RoomRow } from './repository';

/**
 * Rooms by id, remembered: a room's vendor and admin never change, so a socket sending into a room
 * checks it against memory rather than the database. Bounded; the oldest entry goes first. A room
 * deleted with its vendor may linger here, but storing a message into it then fails on its foreign key.
 */
export class RoomCache {
  private readonly rooms = new Map<number, RoomRow>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxEntries = 10_000,
  ) {}

  async get(roomId: number): Promise<RoomRow | undefined> {
    const known = this.rooms.get(roomId);
    if (known) return known;
    const room = await findRoom(this.db, roomId);
    if (room) {
      if (this.rooms.size >= this.maxEntries) {
        const oldest = this.rooms.keys().next();
        if (!oldest.done) this.rooms.delete(oldest.value);
      }
      this.rooms.set(roomId, room);
    }
    return room;
  }
}
