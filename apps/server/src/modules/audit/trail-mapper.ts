import type { AuditChange, AuditEntry } from '@seva/contract';
import type { AuditRow } from './trail-repository';

/** Stored JSON text → its value; text that is not JSON is shown as it is. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after`, in the row's order (before's fields, then those
 * only after has). A field missing on one side counts as null. Values that are not rows (a number, a
 * list) compare whole, as the field `value`. The stored rows already hold KYC numbers masked
 * (docs/product/data-and-security.md#audit-log), so the diff shows them masked too.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields
      .filter((field) => !same(b[field] ?? null, a[field] ?? null))
      .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
  }
  return same(before, after) ? [] : [{ field: 'value', before, after }];
}

/** An audit row as the API shows it (docs/product/cockpit.md#audit-trail). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const before = parsed(row.before);
  const after = parsed(row.after);
  return {
    id: row.id,
    admin_id: row.admin_id,
    admin_name: row.admin_name ?? null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before,
    after,
    ip: row.ip,
    created_at: row.created_at,
    changes: auditChanges(before, after),
  };
}
