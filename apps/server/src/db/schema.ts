import type { AuthTables } from './auth-tables';
import type { MarketplaceTables } from './marketplace-tables';
import type { VendorSessionTables } from './vendor-session-tables';

export interface Database extends AuthTables, MarketplaceTables, VendorSessionTables {}
