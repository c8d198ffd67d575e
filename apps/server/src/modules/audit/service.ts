/**
 * The audited-write service every module uses (docs/guiding-principles.md): who acted (`Actor`,
 * `auditActor`), one audit row written in the change's own transaction (`writeAudit`), a conditional
 * update and its audit row at once (`updateAudited`, ADR 011), a table's audited create, update and
 * delete (`auditedCrud`) and their routes' options. Other modules take these from here, never from the
 * audit module's files; the trail's reads are trail-service.ts, an export's audit row export-service.ts.
 */
export { type Actor, auditActor } from './actor';
export { auditedCrud } from './audited-crud';
export { auditedCrudRouteOptions } from './audited-crud-routes';
export { type AuditEntry, type InsertedAlongside, updateAudited, writeAudit } from './repository';
