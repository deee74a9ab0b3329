import { describe, expect, it } from 'vitest';
import { attendancePaymentStatus, enrollmentPaymentStatus, isDueSoon, monthProgress, studentPaymentStatus } from './index';

const today = '2026-11-23';
const facts = { kind: 'session' as const, outstanding: 0, sessionsThisMonth: 0, nextPaymentDate: null, today };

describe('payment status of an enrollment (spec 4)', () => {
  it('session courses: pending while a session is unpaid, else paid', () => {
    expect(enrollmentPaymentStatus(facts)).toBe('paid');
    expect(enrollmentPaymentStatus({ ...facts, outstanding: 400 })).toBe('pending');
  });
  it('monthly courses: overdue once the 4-session month is complete and unpaid', () => {
    const monthly = { ...facts, kind: 'monthly' as const };
    expect(enrollmentPaymentStatus({ ...monthly, sessionsThisMonth: 3, outstanding: 0 })).toBe('paid');
    expect(enrollmentPaymentStatus({ ...monthly, sessionsThisMonth: 4, outstanding: 3000 })).toBe('overdue');
    expect(enrollmentPaymentStatus({ ...monthly, sessionsThisMonth: 4, outstanding: 0 })).toBe('paid');
    expect(enrollmentPaymentStatus({ ...monthly, sessionsThisMonth: 2, outstanding: 3000 })).toBe('pending');
  });
  it('kindergarten: overdue on or after the due date', () => {
    const kg = { ...facts, kind: 'kindergarten' as const };
    expect(enrollmentPaymentStatus({ ...kg, nextPaymentDate: '2026-11-23' })).toBe('overdue');
    expect(enrollmentPaymentStatus({ ...kg, nextPaymentDate: '2026-11-01' })).toBe('overdue');
    expect(enrollmentPaymentStatus({ ...kg, nextPaymentDate: '2026-11-24' })).toBe('paid');
  });
});

describe('aggregates and helpers', () => {
  it('overdue beats pending beats paid; nothing is unknown', () => {
    expect(studentPaymentStatus(['paid', 'pending', 'overdue'])).toBe('overdue');
    expect(studentPaymentStatus(['paid', 'pending'])).toBe('pending');
    expect(studentPaymentStatus(['paid'])).toBe('paid');
    expect(studentPaymentStatus([])).toBe('unknown');
  });
  it('due soon means within 7 days, not today or past', () => {
    expect(isDueSoon('2026-11-30', today)).toBe(true);
    expect(isDueSoon('2026-12-01', today)).toBe(false);
    expect(isDueSoon(today, today)).toBe(false);
    expect(isDueSoon(null, today)).toBe(false);
  });
  it('month progress counts up to 4 sessions', () => {
    expect([0, 1, 2, 3, 4, 6].map(monthProgress)).toEqual([0, 25, 50, 75, 100, 100]);
  });
});

describe('payment status of an attendance record (one rule for every view)', () => {
  const session = { attended: true, kind: 'session' as const, seatOutstanding: null };
  it('a charge of its own: paid, partial or unpaid, to the cent', () => {
    expect(attendancePaymentStatus({ ...session, charge: { amount: '1600.00', settled: '1100.00' } })).toBe('partial');
    expect(attendancePaymentStatus({ ...session, charge: { amount: '1600.00', settled: '1599.99' } })).toBe('partial');
    expect(attendancePaymentStatus({ ...session, charge: { amount: '1600.00', settled: '1600.00' } })).toBe('paid');
    expect(attendancePaymentStatus({ ...session, charge: { amount: '1600.00', settled: null } })).toBe('unpaid');
    expect(attendancePaymentStatus({ ...session, charge: { amount: 1600, settled: 0 } })).toBe('unpaid');
  });
  it('a month or a subscription session without a charge: pending while the seat owes, else paid; absent has none', () => {
    const monthly = { charge: null, attended: true, kind: 'monthly' as const };
    expect(attendancePaymentStatus({ ...monthly, seatOutstanding: '3000.00' })).toBe('pending');
    expect(attendancePaymentStatus({ ...monthly, seatOutstanding: '0.00' })).toBe('paid');
    expect(attendancePaymentStatus({ ...monthly, kind: 'kindergarten', seatOutstanding: null })).toBe('paid');
    expect(attendancePaymentStatus({ ...monthly, attended: false, seatOutstanding: '3000.00' })).toBeNull();
    expect(attendancePaymentStatus({ ...session, charge: null })).toBeNull();
  });
});
