import { describe, expect, it } from 'vitest';
import type { AttendanceCandidate, AttendanceStudentCard, MarkResult, PaymentRecord, ScanBarcodeResponse } from '@academy/shared';
import { amountError, amountValue } from '../src/features/admin/attendance/mark/lib/amount';
import { beepPattern, MUTE_STORAGE_KEY, readMuted, writeMuted } from '../src/features/admin/attendance/mark/lib/beep';
import {
  cleanBarcode,
  initialFlowState,
  markWarningOf,
  scanFlowReducer,
  type FlowEvent,
  type FlowState,
} from '../src/features/admin/attendance/mark/lib/scan-flow';

// Small factories with overrides for the scan's answers.
const student = (o: Partial<AttendanceStudentCard> = {}): AttendanceStudentCard => ({
  id: 7,
  name: 'Yacine Benali',
  barcode: 'STU-0007',
  photo_url: null,
  date_of_birth: '2012-05-15',
  age: 13,
  parent: { id: 3, name: 'Karim Benali', phone: '0661000000' },
  active_courses: 2,
  attendance_rate: 80,
  attendance: { attended: 8, total: 10 },
  payment_status: 'paid',
  total_debt: 0,
  mobile_app_enabled: false,
  enrollments: [],
  recent_payments: [],
  payments_count: 0,
  ...o,
});

const candidate = (o: Partial<AttendanceCandidate> = {}): AttendanceCandidate => ({
  enrollment_id: 11,
  section_id: 21,
  section_name: 'Section A',
  course_id: 31,
  course_name: 'Mathematics',
  course_name_ar: 'الرياضيات',
  pricing_type: 'session',
  payment_kind: 'session',
  price: 500,
  slots: [{ day_of_week: 1, start_time: '10:00', end_time: '12:00' }],
  schedule: 'Monday 10:00-12:00',
  today_slot: null,
  window: 'open',
  already_marked: false,
  monthly_sessions: null,
  ...o,
});

const mark = (o: Partial<MarkResult> = {}): MarkResult => ({
  attendance_id: 99,
  status: 'present',
  date: '2026-11-23',
  duplicate: false,
  forced: false,
  payment_kind: 'session',
  payment_required: false,
  required_amount: 0,
  charge_id: null,
  payment: null,
  monthly_progress: null,
  cycle_complete: false,
  payment_due: false,
  ...o,
});

const scan = (o: Partial<ScanBarcodeResponse> = {}): ScanBarcodeResponse => ({
  outcome: 'marked',
  student: student(),
  candidates: [candidate()],
  outside_window: false,
  debt_info: null,
  attendance: mark(),
  current_time: '2026-11-23T10:05:00+01:00',
  ...o,
});

const payment: PaymentRecord = { id: 42, amount: 500, method: 'cash', paid_at: '2026-11-23T09:06:00Z', receipt_number: '2026-000042' };

const run = (...events: FlowEvent[]): FlowState => events.reduce(scanFlowReducer, initialFlowState);
const scanned = (response: ScanBarcodeResponse, ...more: FlowEvent[]) =>
  run({ type: 'submit', barcode: ' STU-0007 ' }, { type: 'scan_succeeded', response }, ...more);

describe('the barcode', () => {
  it('is trimmed, and a blank one sends nothing', () => {
    expect(cleanBarcode('  STU-1 ')).toBe('STU-1');
    expect(cleanBarcode('   ')).toBeNull();
    expect(run({ type: 'submit', barcode: '  ' })).toBe(initialFlowState);
  });

  it('asks for a scan with the trimmed code', () => {
    const state = run({ type: 'submit', barcode: ' STU-0007\n' });
    expect(state.request).toMatchObject({ type: 'scan', barcode: 'STU-0007' });
  });
});

describe('a scan marked at once', () => {
  it('signals success with the name and opens nothing when no payment is due', () => {
    const state = scanned(scan());
    expect(state.request).toBeNull();
    expect(state.dialog).toBeNull();
    expect(state.banner).toMatchObject({ tone: 'success', message: 'marked', name: 'Yacine Benali' });
  });

  it('asks PAID / NOT PAID with the session price, then shows the receipt of the payment', () => {
    const state = scanned(scan({ attendance: mark({ payment_required: true, required_amount: 500, charge_id: 5 }) }));
    expect(state.dialog).toMatchObject({
      type: 'payment',
      mark: { attendance_id: 99, required_amount: 500 },
      candidate: { section_id: 21 },
    });
    const paid = scanFlowReducer(state, { type: 'payment_done', payment });
    expect(paid.dialog).toEqual({ type: 'receipt', payment, courseName: 'Mathematics', courseNameAr: 'الرياضيات' });
    expect(paid.banner).toMatchObject({ tone: 'success', message: 'marked_paid' });
  });

  it('NOT PAID closes the dialog and says the session went to the debt', () => {
    const state = scanned(scan({ attendance: mark({ payment_required: true, required_amount: 500 }) }), { type: 'payment_declined' });
    expect(state.dialog).toBeNull();
    expect(state.banner).toMatchObject({ tone: 'warning', message: 'marked_unpaid' });
  });

  it('a duplicate mark is a warning, never a second payment prompt', () => {
    const state = scanned(scan({ attendance: mark({ duplicate: true, payment_required: true, required_amount: 500 }) }));
    expect(state.dialog).toBeNull();
    expect(state.banner).toMatchObject({ tone: 'warning', message: 'already_marked' });
  });

  it('every signal has a new id, so the same result twice beeps twice', () => {
    const first = scanned(scan());
    const second = scanFlowReducer(scanFlowReducer(first, { type: 'submit', barcode: 'STU-0007' }), {
      type: 'scan_succeeded',
      response: scan(),
    });
    expect(second.banner!.id).not.toBe(first.banner!.id);
  });
});

describe('warnings of the scan', () => {
  it('already marked and no enrollment are warnings', () => {
    expect(scanned(scan({ outcome: 'already_marked', attendance: null })).banner).toMatchObject({
      tone: 'warning',
      message: 'already_marked',
    });
    expect(scanned(scan({ outcome: 'no_enrollment', candidates: [], attendance: null })).banner).toMatchObject({
      tone: 'warning',
      message: 'no_enrollment',
    });
  });

  it('outside the window: the time warning, then Mark anyway marks with force', () => {
    const state = scanned(
      scan({ outcome: 'choose_section', outside_window: true, attendance: null, candidates: [candidate({ window: 'not_today' })] }),
    );
    expect(state.dialog).toMatchObject({ type: 'time_warning', candidate: { section_id: 21 }, currentTime: '2026-11-23T10:05:00+01:00' });
    const confirmed = scanFlowReducer(state, { type: 'time_confirmed' });
    expect(confirmed.dialog).toBeNull();
    expect(confirmed.request).toMatchObject({ type: 'mark', body: { student_id: 7, class_id: 21, force: true } });
  });

  it('Cancel on the time warning marks nothing and says so', () => {
    const state = scanned(
      scan({ outcome: 'choose_section', outside_window: true, attendance: null, candidates: [candidate({ window: 'too_early' })] }),
      { type: 'cancel' },
    );
    expect(state.dialog).toBeNull();
    expect(state.request).toBeNull();
    expect(state.banner).toMatchObject({ message: 'cancelled' });
  });

  it('several live sections: the picked one is marked without force', () => {
    const a = candidate();
    const b = candidate({ enrollment_id: 12, section_id: 22, section_name: 'Section B' });
    const state = scanned(scan({ outcome: 'choose_section', attendance: null, candidates: [a, b] }));
    expect(state.dialog).toMatchObject({ type: 'choose_section', outsideWindow: false });
    const picked = scanFlowReducer(state, { type: 'section_picked', candidate: b });
    expect(picked.request).toMatchObject({ type: 'mark', body: { class_id: 22, force: false } });
  });

  it('picking a section outside its window warns first', () => {
    const a = candidate({ window: 'too_late' });
    const b = candidate({ enrollment_id: 12, section_id: 22, window: 'not_today' });
    const state = scanned(scan({ outcome: 'choose_section', outside_window: true, attendance: null, candidates: [a, b] }), {
      type: 'section_picked',
      candidate: b,
    });
    expect(state.dialog).toMatchObject({ type: 'time_warning', candidate: { section_id: 22 } });
    expect(state.request).toBeNull();
  });

  it('a section already marked today is skipped when it is the only other one', () => {
    const done = candidate({ already_marked: true });
    const open = candidate({ enrollment_id: 12, section_id: 22 });
    const state = scanned(scan({ outcome: 'choose_section', attendance: null, candidates: [done, open] }));
    expect(state.request).toMatchObject({ type: 'mark', body: { class_id: 22 } });
  });
});

describe('the debt clearance check', () => {
  const debt = { total_debt: 1200, unpaid_sessions: 3, oldest_debt_date: '2026-11-01' };
  const debtScan = () => scanned(scan({ outcome: 'debt_warning', attendance: null, debt_info: debt }));

  it('opens with the debt', () => {
    expect(debtScan().dialog).toEqual({ type: 'debt_check', debt });
  });

  it('Not Yet Cleared marks with force', () => {
    const state = scanFlowReducer(debtScan(), { type: 'debt_answer', answer: 'not_yet' });
    expect(state.request).toMatchObject({ type: 'mark', body: { class_id: 21, force: true } });
  });

  it('Debts Cleared opens the clear-debt dialog, then marks with force', () => {
    const clearing = scanFlowReducer(debtScan(), { type: 'debt_answer', answer: 'cleared' });
    expect(clearing.dialog).toEqual({ type: 'clear_debt', debt });
    const cleared = scanFlowReducer(clearing, { type: 'debt_cleared' });
    expect(cleared.request).toMatchObject({ type: 'mark', body: { force: true } });
    // Closing the clear-debt dialog without paying goes back to the question.
    expect(scanFlowReducer(clearing, { type: 'clear_debt_closed' }).dialog).toEqual({ type: 'debt_check', debt });
  });

  it('Cancel marks nothing: Attendance marking cancelled', () => {
    const state = scanFlowReducer(debtScan(), { type: 'debt_answer', answer: 'cancel' });
    expect(state.request).toBeNull();
    expect(state.dialog).toBeNull();
    expect(state.banner).toMatchObject({ tone: 'info', message: 'cancelled' });
  });

  it('a debtor with several sections answers the debt first, then picks, and the pick is forced', () => {
    const b = candidate({ enrollment_id: 12, section_id: 22 });
    const state = scanned(scan({ outcome: 'debt_warning', attendance: null, debt_info: debt, candidates: [candidate(), b] }), {
      type: 'debt_answer',
      answer: 'not_yet',
    });
    expect(state.dialog).toMatchObject({ type: 'choose_section' });
    expect(scanFlowReducer(state, { type: 'section_picked', candidate: b }).request).toMatchObject({ body: { class_id: 22, force: true } });
  });
});

describe('a mark answered with a 400 warning', () => {
  const picked = () => {
    const b = candidate({ enrollment_id: 12, section_id: 22 });
    return scanned(scan({ outcome: 'choose_section', attendance: null, candidates: [candidate(), b] }), {
      type: 'section_picked',
      candidate: b,
    });
  };

  it("time_restriction opens the time warning with the server's time and schedule", () => {
    const warning = markWarningOf({
      status: 400,
      code: 'time_restriction',
      details: {
        warning_needed: true,
        current_time: '18:40',
        class_schedule: { start_time: '10:00', end_time: '12:00' },
        class_schedule_text: 'Monday 10:00-12:00',
      },
    });
    expect(warning).toEqual({ code: 'time_restriction', current_time: '18:40', class_schedule: 'Monday 10:00-12:00' });
    const state = scanFlowReducer(picked(), { type: 'mark_warning', warning: warning! });
    expect(state.dialog).toMatchObject({
      type: 'time_warning',
      currentTime: '18:40',
      schedule: 'Monday 10:00-12:00',
      candidate: { section_id: 22 },
    });
    expect(scanFlowReducer(state, { type: 'time_confirmed' }).request).toMatchObject({ body: { class_id: 22, force: true } });
  });

  it('debt_warning opens the debt clearance check', () => {
    const warning = markWarningOf({
      status: 400,
      code: 'debt_warning',
      details: { warning_needed: true, debt_info: { total_debt: 800, unpaid_sessions: 2, oldest_debt_date: null } },
    });
    const state = scanFlowReducer(picked(), { type: 'mark_warning', warning: warning! });
    expect(state.dialog).toEqual({ type: 'debt_check', debt: { total_debt: 800, unpaid_sessions: 2, oldest_debt_date: null } });
  });

  it('other errors are no warning', () => {
    expect(markWarningOf({ status: 404, code: 'time_restriction' })).toBeNull();
    expect(markWarningOf({ status: 400, code: 'validation_failed' })).toBeNull();
  });

  it('a failed request is a red signal with the reason', () => {
    const state = run({ type: 'submit', barcode: 'NOPE' }, { type: 'request_failed', message: 'Invalid barcode' });
    expect(state.request).toBeNull();
    expect(state.banner).toMatchObject({ tone: 'error', message: 'error', detail: 'Invalid barcode' });
  });
});

describe('a monthly course', () => {
  const monthly = candidate({ pricing_type: 'monthly', payment_kind: 'monthly', price: 3000, monthly_sessions: 3 });

  it('shows x / 4, and at 4 Payment Due with Paid (Reset), which brings it back to 0 / 4', () => {
    const three = scanned(
      scan({ candidates: [monthly], attendance: mark({ payment_kind: 'monthly', monthly_progress: { sessions: 3, of: 4 } }) }),
    );
    expect(three.monthly).toMatchObject({ sessions: 3, of: 4, due: false });
    expect(scanFlowReducer(three, { type: 'open_monthly_reset' })).toBe(three);

    const four = scanned(
      scan({
        candidates: [monthly],
        attendance: mark({ payment_kind: 'monthly', monthly_progress: { sessions: 4, of: 4 }, cycle_complete: true, payment_due: true }),
      }),
    );
    expect(four.monthly).toMatchObject({ sessions: 4, due: true });
    const paying = scanFlowReducer(four, { type: 'open_monthly_reset' });
    expect(paying.dialog).toEqual({ type: 'monthly_reset', candidate: monthly });
    const reset = scanFlowReducer(paying, { type: 'monthly_reset_done', payment });
    expect(reset.monthly).toMatchObject({ sessions: 0, of: 4, due: false });
    expect(reset.dialog).toMatchObject({ type: 'receipt', payment });
    expect(reset.banner).toMatchObject({ message: 'month_reset' });
  });
});

describe('a monthly course already marked today', () => {
  const monthly = candidate({ pricing_type: 'monthly', payment_kind: 'monthly', price: 3000, monthly_sessions: 4 });

  it('keeps the cycle of the record, due at 4, and Paid (Reset) opens from the banner', () => {
    const state = scanned(
      scan({
        outcome: 'already_marked',
        candidates: [{ ...monthly, already_marked: true }],
        attendance: mark({
          duplicate: true,
          payment_kind: 'monthly',
          monthly_progress: { sessions: 4, of: 4 },
          cycle_complete: true,
          payment_due: true,
        }),
      }),
    );
    expect(state.banner).toMatchObject({ tone: 'warning', message: 'already_marked' });
    expect(state.monthly).toMatchObject({ sessions: 4, due: true });
    expect(scanFlowReducer(state, { type: 'open_monthly_reset' }).dialog).toMatchObject({ type: 'monthly_reset' });
  });

  it('the student card opens Paid (Reset) for a monthly section the scan listed, never for a session course', () => {
    const state = scanned(scan({ outcome: 'already_marked', attendance: null, candidates: [monthly, candidate()] }));
    expect(scanFlowReducer(state, { type: 'open_monthly_reset', candidate: monthly }).dialog).toEqual({
      type: 'monthly_reset',
      candidate: monthly,
    });
    expect(scanFlowReducer(state, { type: 'open_monthly_reset', candidate: candidate() })).toBe(state);
  });
});

describe('amounts of the payment dialogs', () => {
  it('accepts DA with two decimals up to the total, refuses nothing, negatives, three decimals and more than owed', () => {
    expect(amountError(500)).toBeNull();
    expect(amountError('0.01', 1200)).toBeNull();
    expect(amountError(1200, 1200)).toBeNull();
    expect(amountError('')).toBe('required');
    expect(amountError(0)).toBe('zero');
    expect(amountError(-1)).toBe('invalid');
    expect(amountError('1.234')).toBe('invalid');
    expect(amountError(1200.01, 1200)).toBe('above_max');
    expect(amountValue('12,5')).toBe(12.5);
  });
});

describe('the sounds', () => {
  it('one high beep for a success, two low ones for a warning or an error, none when cancelled', () => {
    expect(beepPattern('success')).toHaveLength(1);
    expect(beepPattern('success')[0]!.frequency).toBeGreaterThan(1000);
    expect(beepPattern('warning')).toHaveLength(2);
    expect(beepPattern('error').every((b) => b.frequency < 500)).toBe(true);
    expect(beepPattern('info')).toEqual([]);
  });

  it('remembers the mute choice', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(readMuted(storage)).toBe(false);
    writeMuted(true, storage);
    expect(store.get(MUTE_STORAGE_KEY)).toBe('true');
    expect(readMuted(storage)).toBe(true);
  });
});
