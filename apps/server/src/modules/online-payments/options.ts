import {
  MIN_ONLINE_AMOUNT_DA,
  academyClock,
  fromCents,
  toCents,
  wholeDinars,
  type CheckoutPlanPart,
  type OnlinePaymentOption,
  type OnlinePaymentOptions,
  type OnlinePaymentPurpose,
} from '@academy/shared';
import type { Db } from '../../db/client';
import { enrollmentMoney } from '../ledger/enrollment-money';
import { studentBalanceCents } from '../ledger/online';

type Student = { id: number; name: string };

/** One thing payable online, with the plan of what it pays (the amounts are whole dinars, as text). */
export interface PayableOption extends OnlinePaymentOption {
  plan: CheckoutPlanPart[];
}

/**
 * What a family can pay online now, computed from the ledger (the one source of the amounts: the browser never
 * sends one): each child's debt, each monthly seat's month (what the seat owes, else its month's price in advance),
 * each kindergarten seat's next month, and the whole family's debt when two or more children owe. Amounts are
 * rounded up to whole dinars (`payableOnline` says whether Chargily takes the amount). With them, the family's
 * credit: what each child paid beyond what they owed, read from the same balances.
 */
export async function familyMoney(db: Db, students: Student[], now: Date): Promise<{ options: PayableOption[]; credit: FamilyCredit }> {
  const ids = students.map((s) => s.id);
  const [seats, balances] = await Promise.all([enrollmentMoney(db, ids, academyClock(now).date), studentBalanceCents(db, ids)]);
  const nameOf = new Map(students.map((s) => [s.id, s.name]));
  const options: PayableOption[] = [];
  const base = { enrollment_id: null, course_name: null, course_name_ar: null, course_name_fr: null, section_name: null };

  const owed = students
    .filter((s) => (balances.get(s.id) ?? 0) > 0)
    .map((s) => ({ student_id: s.id, dinars: wholeDinars(balances.get(s.id)!) }));
  for (const d of owed) {
    options.push({
      ...base,
      purpose: 'debt',
      student_id: d.student_id,
      student_name: nameOf.get(d.student_id) ?? null,
      amount: d.dinars,
      plan: [{ student_id: d.student_id, amount: fromCents(d.dinars * 100) }],
    });
  }
  for (const seat of seats) {
    if (!seat.is_active) continue;
    const seatBase = {
      student_id: seat.student_id,
      student_name: seat.student_name,
      enrollment_id: seat.enrollment_id,
      course_name: seat.course_name,
      course_name_ar: seat.course_name_ar,
      course_name_fr: seat.course_name_fr,
      section_name: seat.section_name,
    };
    if (seat.category === 'kindergarten') {
      const dinars = wholeDinars(toCents(seat.subscription_amount ?? '0'));
      if (dinars <= 0) continue;
      options.push({
        ...seatBase,
        purpose: 'renewal',
        amount: dinars,
        plan: [
          {
            student_id: seat.student_id,
            enrollment_id: seat.enrollment_id,
            amount: fromCents(dinars * 100),
            due_date: seat.next_payment_date,
          },
        ],
      });
    } else if (seat.pricing_type === 'monthly') {
      const owes = Math.max(0, toCents(String(seat.outstanding)));
      const dinars = owes > 0 ? wholeDinars(owes) : wholeDinars(toCents(seat.monthly_price ?? '0'));
      if (dinars <= 0) continue;
      options.push({
        ...seatBase,
        purpose: 'cycle',
        amount: dinars,
        plan: [{ student_id: seat.student_id, enrollment_id: seat.enrollment_id, amount: fromCents(dinars * 100) }],
      });
    }
  }
  if (owed.length >= 2) {
    options.push({
      ...base,
      purpose: 'family',
      student_id: null,
      student_name: null,
      amount: owed.reduce((sum, d) => sum + d.dinars, 0),
      plan: owed.map((d) => ({ student_id: d.student_id, amount: fromCents(d.dinars * 100) })),
    });
  }
  return { options, credit: creditOf(students, balances) };
}

/** Chargily's minimum: an option under it is not offered (and asked for, it is refused). */
export const payableOnline = (option: OnlinePaymentOption) => option.amount >= MIN_ONLINE_AMOUNT_DA;

/** The option a checkout request names (purpose and its child or seat), or undefined. */
export function findOption(options: PayableOption[], purpose: OnlinePaymentPurpose, studentId?: number, enrollmentId?: number) {
  return options.find(
    (o) =>
      o.purpose === purpose &&
      (purpose === 'debt' ? o.student_id === studentId : true) &&
      (purpose === 'cycle' || purpose === 'renewal' ? o.enrollment_id === enrollmentId : true),
  );
}

type FamilyCredit = OnlinePaymentOptions['credit'];

/** Each child's credit (a balance below zero) and their total, in DA. */
function creditOf(students: Student[], balances: Map<number, number>): FamilyCredit {
  const list = students.filter((s) => (balances.get(s.id) ?? 0) < 0).map((s) => ({ id: s.id, name: s.name, cents: -balances.get(s.id)! }));
  return {
    total: list.reduce((sum, s) => sum + s.cents, 0) / 100,
    students: list.map((s) => ({ student_id: s.id, student_name: s.name, credit: s.cents / 100 })),
  };
}
