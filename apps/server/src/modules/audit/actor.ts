import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './repository';

/** The acting principal of a change, as its audit row records it: who (an admin, or none) and from where. */
export type Actor = Pick<AuditEntry, 'adminId' | 'ip'>;

/** Who did it and from where, taken from the authenticated request (never from the payload). */
export function auditActor(request: FastifyRequest): Actor {
  return { adminId: request.admin?.id ?? null, ip: request.ip };
}
