import { describe, expect, it } from 'vitest';
import { subscriptionDue } from '@academy/shared';
import { readKindergartenParams } from '../src/features/admin/kindergarten/hooks/use-kindergarten-filters';
import { dueDisplay } from '../src/features/admin/kindergarten/lib/due';
import { newIdempotencyKey } from '../src/lib/idempotency-key';
import {
  renewBody,
  renewFormErrors,
  renewFormValues,
  updateBody,
  updateFormValues,
} from '../src/features/admin/kindergarten/lib/subscription-forms';

const TODAY = '2026-11-23';
const due = (next: string | null) => dueDisplay({ next_payment_date: next, ...subscriptionDue(next, TODAY) });

describe('the next payment of a kindergarten card', () => {
  it('is green with the days left beyond a week, yellow from 7 days down to 1', () => {
    expect(due('2026-12-20')).toEqual({ color: 'green', key: 'due.days_left', count: 27 });
    expect(due('2026-12-01')).toEqual({ color: 'green', key: 'due.days_left', count: 8 });
    expect(due('2026-11-30')).toEqual({ color: 'yellow', key: 'due.days_left', count: 7 });
    expect(due('2026-11-24')).toEqual({ color: 'yellow', key: 'due.days_left', count: 1 });
  });

  it("says 'Due today' on the day and the days overdue after it, both red; nothing without a date", () => {
    expect(due(TODAY)).toEqual({ color: 'red', key: 'due.today' });
    expect(due('2026-11-20')).toEqual({ color: 'red', key: 'due.overdue', count: 3 });
    expect(due(null)).toEqual({ color: 'gray', key: 'due.not_set' });
    expect(dueDisplay({ next_payment_date: '2026-11-20', days_left: null, due_state: null }).key).toBe('due.not_set');
  });
});

describe('the enrollment list address', () => {
  it('reads the tab and the search; All and unknown tabs are no filter', () => {
    expect(readKindergartenParams(new URLSearchParams('filter=pending_payment&search=%20kaci%20'))).toEqual({
      filter: 'pending_payment',
      search: 'kaci',
    });
    expect(readKindergartenParams(new URLSearchParams('filter=expired'))).toEqual({ filter: 'expired', search: undefined });
    expect(readKindergartenParams(new URLSearchParams('filter=all'))).toEqual({ filter: undefined, search: undefined });
    expect(readKindergartenParams(new URLSearchParams('filter=late&search=%20'))).toEqual({ filter: undefined, search: undefined });
  });
});

describe('the idempotency key of a renewal', () => {
  it('comes from crypto.randomUUID when the page has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'from-random-uuid', getRandomValues: (a) => a })).toBe('from-random-uuid');
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is a random version-4 UUID from getRandomValues on plain http, new each time', () => {
    const source = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => globalThis.crypto.getRandomValues(a as Uint8Array) as T };
    const a = newIdempotencyKey(source);
    const b = newIdempotencyKey(source);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
    const zeros = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => a };
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('the renew dialog', () => {
  const enrollment = { monthly_amount: 6000 };

  it("starts with the month's amount in cash and sends it with the dialog's key", () => {
    const values = renewFormValues(enrollment);
    expect(values).toEqual({ amount: 6000, payment_method: 'cash', payment_notes: '' });
    expect(renewFormErrors(values, 6000)).toEqual({});
    expect(renewBody(values, 'key-12345678')).toEqual({ amount: '6000', payment_method: 'cash', idempotency_key: 'key-12345678' });
    expect(renewBody({ ...values, payment_method: 'bank_transfer', payment_notes: '  paid by the father  ' }, 'k-12345678')).toMatchObject({
      payment_method: 'bank_transfer',
      payment_notes: 'paid by the father',
    });
  });

  it('needs an amount, not negative, with two decimals at most, and not above the month', () => {
    expect(renewFormErrors({ ...renewFormValues(enrollment), amount: '' }, 6000)).toEqual({ amount: 'required' });
    expect(renewFormErrors({ ...renewFormValues(enrollment), amount: 6000.01 }, 6000)).toEqual({ amount: 'amount_above_price' });
    expect(renewFormErrors({ ...renewFormValues(enrollment), amount: '-5' }, 6000)).toEqual({ amount: 'amount_negative' });
    expect(renewFormErrors({ ...renewFormValues(enrollment), amount: '10.555' }, 6000)).toEqual({ amount: 'amount_decimals' });
    expect(renewFormErrors({ ...renewFormValues(enrollment), amount: 0 }, 6000)).toEqual({});
  });
});

describe('the update dialog', () => {
  it('starts from the subscription and sends every field; a blank date or notes clear them', () => {
    const values = updateFormValues({
      subscription_status: 'active',
      monthly_amount: 5500,
      next_payment_date: '2026-12-20',
      payment_notes: null,
    });
    expect(values).toEqual({
      subscription_status: 'active',
      subscription_amount: 5500,
      next_subscription_date: '2026-12-20',
      payment_notes: '',
    });
    expect(updateBody(values)).toEqual({
      subscription_status: 'active',
      subscription_amount: '5500',
      next_subscription_date: '2026-12-20',
      payment_notes: null,
    });
    expect(updateBody({ ...values, subscription_status: 'suspended', next_subscription_date: ' ', payment_notes: ' away ' })).toEqual({
      subscription_status: 'suspended',
      subscription_amount: '5500',
      next_subscription_date: null,
      payment_notes: 'away',
    });
  });
});
