/*
 * Moved (issue 24): the money reads to modules/ledger, the debt routes to modules/attendance and
 * modules/payments. Kept for the importers outside the money modules (admin-reports, receipts.ts) until
 * they import from the ledger module; nothing new imports this file.
 */
export { localDateSql as localDate } from '../../lib/academy-day';
export { debtsSql } from '../ledger/balances';
export { openChargesSql, settledCharges, unpaidChargesSql } from '../ledger/charges';
