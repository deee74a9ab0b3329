import { academyClock, type CashClosingReport } from '@academy/shared';
import type { Deps } from '../../plugins/deps';
import { cashClosingOf, cashDayFigures, cashDayInFuture, closeCashDay, hasMoney } from '../ledger/cash-day';

type Actor = { id: number; ip: string | null };

/**
 * GET /api/admin/cash-closing?date= (issue 28 item 4): a day's cash (the academy's today by default; a future day is
 * 400 cash_day_in_future): live while it is open; once closed, its figures as they were frozen, who closed it and
 * when, and apart what reached the day after (online payments confirmed later). Never cached: it is read fresh.
 */
export async function cashClosingReport(deps: Deps, date?: string): Promise<CashClosingReport> {
  const today = academyClock(deps.clock()).date;
  const day = date ?? today;
  if (day > today) throw cashDayInFuture();
  const closing = await cashClosingOf(deps.db, day);
  if (!closing) {
    return {
      date: day,
      today,
      status: 'open',
      closed: null,
      figures: await cashDayFigures(deps.db, day),
      after_closing: null,
      can_close: true,
    };
  }
  const late = await cashDayFigures(deps.db, day, { after: closing.marks });
  return {
    date: day,
    today,
    status: 'closed',
    closed: { closed_at: closing.closed_at, closed_by: closing.closed_by },
    figures: closing.figures,
    after_closing: hasMoney(late) ? late : null,
    can_close: false,
  };
}

/**
 * POST /api/admin/cash-closing/{date}/close: closes the day (today or past; ledger/cash-day.ts), once: closing it
 * again is 409 cash_day_already_closed (a closed day is never reopened). Answers the day's report.
 */
export async function closeDay(deps: Deps, actor: Actor, day: string): Promise<CashClosingReport> {
  const now = deps.clock();
  await deps.db.transaction((tx) => closeCashDay(tx, { actor, now }, day));
  return cashClosingReport(deps, day);
}
