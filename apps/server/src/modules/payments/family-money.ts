// Moved to the ledger module (issue 24); kept for the importers outside the money modules until they import it from there.
export { enrollmentMoney } from '../ledger/enrollment-money';
