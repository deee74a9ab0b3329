import { describe, expect, it } from 'vitest';
import { isFinalCheckoutStatus, type OnlinePaymentOption, type OnlinePaymentOptions } from '@academy/shared';
import {
  debtOption,
  familyOption,
  isNotPaid,
  RETURN_POLL_LIMIT_MS,
  RETURN_POLL_MS,
  returnPollInterval,
  seatOption,
} from '../src/lib/online-payments';

const option = (overrides: Partial<OnlinePaymentOption>): OnlinePaymentOption => ({
  purpose: 'debt',
  student_id: null,
  student_name: null,
  enrollment_id: null,
  course_name: null,
  course_name_ar: null,
  section_name: null,
  amount: 1500,
  ...overrides,
});

const options = (list: OnlinePaymentOption[], enabled = true): OnlinePaymentOptions => ({
  enabled,
  fees_allocation: 'merchant',
  min_amount: 50,
  options: list,
  credit: { total: 0, students: [] },
});

describe('which Pay online button a card or a child shows', () => {
  const list = [
    option({ purpose: 'debt', student_id: 7, amount: 2000 }),
    option({ purpose: 'cycle', student_id: 7, enrollment_id: 31, amount: 4000 }),
    option({ purpose: 'renewal', student_id: 8, enrollment_id: 44, amount: 9000 }),
    option({ purpose: 'family', amount: 15000 }),
  ];

  it("matches a child's debt by student, a month or a renewal by seat, and the family's balance", () => {
    expect(debtOption(options(list), 7)?.amount).toBe(2000);
    expect(debtOption(options(list), 8)).toBeNull();
    expect(seatOption(options(list), 31)?.purpose).toBe('cycle');
    expect(seatOption(options(list), 44)?.purpose).toBe('renewal');
    expect(seatOption(options(list), 7)).toBeNull();
    expect(familyOption(options(list))?.amount).toBe(15000);
  });

  it('shows none when paying online is off (no Chargily key) or the options have not arrived', () => {
    expect(debtOption(options(list, false), 7)).toBeNull();
    expect(seatOption(options(list, false), 31)).toBeNull();
    expect(familyOption(options(list, false))).toBeNull();
    expect(debtOption(undefined, 7)).toBeNull();
    expect(familyOption(options(list.slice(0, 3)))).toBeNull();
  });
});

describe("the return page's polling", () => {
  const since = 1_000_000;

  it('asks every 2 s while the checkout is not final, for a minute', () => {
    expect(returnPollInterval(undefined, since, since)).toBe(RETURN_POLL_MS);
    expect(returnPollInterval('pending', since, since + 30_000)).toBe(RETURN_POLL_MS);
    expect(returnPollInterval('processing', since, since + RETURN_POLL_LIMIT_MS - 1)).toBe(RETURN_POLL_MS);
    expect(returnPollInterval('pending', since, since + RETURN_POLL_LIMIT_MS)).toBe(false);
  });

  it('stops at a final status', () => {
    for (const status of ['paid', 'failed', 'canceled', 'expired'] as const) {
      expect(isFinalCheckoutStatus(status)).toBe(true);
      expect(returnPollInterval(status, since, since)).toBe(false);
    }
    expect(isNotPaid('paid')).toBe(false);
    expect(isNotPaid('expired')).toBe(true);
    expect(isNotPaid('pending')).toBe(false);
  });
});
