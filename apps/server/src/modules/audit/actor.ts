import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './repository';

/** Who did it and from where, taken from the authenticated request (never from the payload). */
export function auditActor(request: FastifyRequest): Pick<AuditEntry, 'adminId' | 'ip'> {
  return { adminId: request.admin?.id ?? null, ip: request.ip };
}
