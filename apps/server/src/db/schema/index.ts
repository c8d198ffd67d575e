import type { AppTables } from './app-tables';
import type { AuthTables } from './auth-tables';
import type { CockpitTables } from './cockpit-tables';
import type { ComplaintTables } from './complaint-tables';
import type { DailyJobTables } from './daily-job-tables';
import type { InvoiceTables } from './invoice-tables';
import type { LedgerTables } from './ledger-tables';
import type { MarketplaceTables } from './marketplace-tables';
import type { MessageTables } from './message-tables';
import type { OutboxTables } from './outbox-tables';
import type { RefundTables } from './refund-tables';

export interface Database
  extends AuthTables,
    MarketplaceTables,
    AppTables,
    CockpitTables,
    ComplaintTables,
    DailyJobTables,
    InvoiceTables,
    LedgerTables,
    MessageTables,
    OutboxTables,
    RefundTables {}
