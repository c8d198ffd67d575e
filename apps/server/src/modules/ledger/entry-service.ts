/**
 * What other modules take from the ledger to record a movement (docs/decisions/037-vendor-ledger.md):
 * `appendLedgerEntry` in the transaction of the change it records, the one way to write an entry.
 */
export { appendLedgerEntry, type LedgerEntryRow, type NewLedgerEntry } from './repository';
