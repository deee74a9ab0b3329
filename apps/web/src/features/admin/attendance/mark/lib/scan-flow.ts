import type { AttendanceCandidate, AttendanceStudentCard, DebtInfo, MarkResult, PaymentRecord, ScanBarcodeResponse } from '@academy/shared';

/*
 * The state machine of one scan at the door (spec 4 "Attendance marking" and "Barcode scan"): pure, so
 * the screen only runs the requests it asks for and shows the dialog it names. A scan or a mark is
 * asked for through `request` (the screen sends it and dispatches the answer); the payment, clear-debt
 * and monthly reset dialogs send their own request and dispatch what came back.
 */

export type BannerTone = 'success' | 'warning' | 'error' | 'info';

/** What the big result banner says; `id` changes with every new signal (and plays its sound once). */
export interface Banner {
  id: number;
  tone: BannerTone;
  /** A key of the admin-scan namespace's `banner` group. */
  message: BannerMessage;
  name: string | null;
  /** An error's translated text, when the message is 'error'. */
  detail?: string;
}

export type BannerMessage =
  'marked' | 'marked_paid' | 'marked_unpaid' | 'already_marked' | 'no_enrollment' | 'cancelled' | 'error' | 'month_reset' | 'debt_cleared';

export type MarkBody = {
  student_id: number;
  class_id: number;
  force: boolean;
};

export type FlowRequest = { id: number; type: 'scan'; barcode: string } | { id: number; type: 'mark'; body: MarkBody };

export type Dialog =
  | { type: 'choose_section'; candidates: AttendanceCandidate[]; outsideWindow: boolean }
  | { type: 'time_warning'; candidate: AttendanceCandidate | null; currentTime: string; schedule: string }
  | { type: 'debt_check'; debt: DebtInfo }
  | { type: 'clear_debt'; debt: DebtInfo }
  | { type: 'payment'; mark: MarkResult; candidate: AttendanceCandidate | null }
  | { type: 'monthly_reset'; candidate: AttendanceCandidate }
  | { type: 'receipt'; payment: PaymentRecord; courseName: string | null; courseNameAr: string | null };

/** A monthly course's progress after the latest mark: 'x / 4', and 'Payment Due: Month Completed' at 4. */
export interface MonthlyState {
  candidate: AttendanceCandidate;
  sessions: number;
  of: number;
  due: boolean;
}

export interface FlowState {
  student: AttendanceStudentCard | null;
  candidates: AttendanceCandidate[];
  /** The section being marked. */
  candidate: AttendanceCandidate | null;
  /** Warnings the admin has already answered for this scan (both are confirmed with `force`). */
  ack: { time: boolean; debt: boolean };
  debt: DebtInfo | null;
  dialog: Dialog | null;
  request: FlowRequest | null;
  banner: Banner | null;
  monthly: MonthlyState | null;
  lastMark: MarkResult | null;
  /** A counter for request and banner ids. */
  seq: number;
}

export const initialFlowState: FlowState = {
  student: null,
  candidates: [],
  candidate: null,
  ack: { time: false, debt: false },
  debt: null,
  dialog: null,
  request: null,
  banner: null,
  monthly: null,
  lastMark: null,
  seq: 0,
};

/** The 400 answers of a mark that ask for a warning first (spec 8). */
export type MarkWarning =
  { code: 'time_restriction'; current_time: string; class_schedule: string } | { code: 'debt_warning'; debt_info: DebtInfo };

export type FlowEvent =
  | { type: 'submit'; barcode: string }
  | { type: 'scan_succeeded'; response: ScanBarcodeResponse }
  | { type: 'request_failed'; message: string }
  | { type: 'section_picked'; candidate: AttendanceCandidate }
  | { type: 'time_confirmed' }
  | { type: 'debt_answer'; answer: 'cleared' | 'not_yet' | 'cancel' }
  | { type: 'debt_cleared' }
  | { type: 'clear_debt_closed' }
  | { type: 'mark_succeeded'; result: MarkResult }
  | { type: 'mark_warning'; warning: MarkWarning }
  | { type: 'payment_done'; payment: PaymentRecord }
  | { type: 'payment_declined' }
  | { type: 'open_monthly_reset'; candidate?: AttendanceCandidate }
  | { type: 'monthly_reset_done'; payment: PaymentRecord | null }
  | { type: 'cancel' }
  | { type: 'close_dialog' }
  | { type: 'student_updated'; student: AttendanceStudentCard };

/** The admin's barcode, trimmed; null when blank ('Please enter a barcode'). */
export function cleanBarcode(raw: string): string | null {
  const value = raw.trim();
  return value ? value : null;
}

function banner(state: FlowState, tone: BannerTone, message: BannerMessage, detail?: string): Pick<FlowState, 'banner' | 'seq'> {
  const seq = state.seq + 1;
  return { seq, banner: { id: seq, tone, message, name: state.student?.name ?? null, ...(detail ? { detail } : {}) } };
}

function request(
  state: FlowState,
  req: { type: 'scan'; barcode: string } | { type: 'mark'; body: MarkBody },
): Pick<FlowState, 'request' | 'seq'> {
  const seq = state.seq + 1;
  return { seq, request: { id: seq, ...req } as FlowRequest };
}

/** The sections still to mark today (one already marked is not offered again). */
export function openCandidates(candidates: readonly AttendanceCandidate[]): AttendanceCandidate[] {
  return candidates.filter((c) => !c.already_marked);
}

/**
 * Next step towards a mark, once the warnings already answered are known: pick a section when there
 * are several, warn outside the time window, else ask the server to mark (forced when a warning was
 * confirmed).
 */
function proceed(state: FlowState): FlowState {
  const student = state.student;
  if (!student) return { ...state, dialog: null };
  const candidate = state.candidate;
  if (!candidate) {
    const open = openCandidates(state.candidates);
    if (open.length === 0)
      return { ...state, dialog: null, ...banner(state, 'warning', state.candidates.length ? 'already_marked' : 'no_enrollment') };
    if (open.length === 1) return proceed({ ...state, candidate: open[0]! });
    return {
      ...state,
      dialog: { type: 'choose_section', candidates: state.candidates, outsideWindow: open.every((c) => c.window !== 'open') },
    };
  }
  if (candidate.window !== 'open' && !state.ack.time) {
    return { ...state, dialog: { type: 'time_warning', candidate, currentTime: '', schedule: candidate.schedule } };
  }
  return {
    ...state,
    dialog: null,
    ...request(state, {
      type: 'mark',
      body: { student_id: student.id, class_id: candidate.section_id, force: state.ack.time || state.ack.debt },
    }),
  };
}

function afterMark(state: FlowState, result: MarkResult): FlowState {
  const candidate = state.candidate;
  const monthly =
    result.monthly_progress && candidate
      ? {
          candidate,
          sessions: result.monthly_progress.sessions,
          of: result.monthly_progress.of,
          due: result.cycle_complete || result.payment_due,
        }
      : null;
  const next: FlowState = { ...state, request: null, lastMark: result, monthly };
  if (result.duplicate) return { ...next, dialog: null, ...banner(next, 'warning', 'already_marked') };
  const marked = { ...next, ...banner(next, 'success', 'marked') };
  if (result.payment_required && result.required_amount > 0) return { ...marked, dialog: { type: 'payment', mark: result, candidate } };
  return { ...marked, dialog: null };
}

/** Where the scan's answer leads. */
function afterScan(state: FlowState, response: ScanBarcodeResponse): FlowState {
  const base: FlowState = {
    ...state,
    request: null,
    student: response.student,
    candidates: response.candidates,
    candidate: null,
    ack: { time: false, debt: false },
    debt: response.debt_info,
    monthly: null,
    lastMark: null,
  };
  switch (response.outcome) {
    case 'marked': {
      const marked =
        response.candidates.length === 1 ? response.candidates[0]! : (response.candidates.find((c) => c.window === 'open') ?? null);
      if (!response.attendance) return { ...base, ...banner(base, 'success', 'marked') };
      return afterMark({ ...base, candidate: marked }, response.attendance);
    }
    case 'already_marked': {
      const open = response.candidates.filter((c) => c.window === 'open');
      const candidate = open.length === 1 ? open[0]! : null;
      const progress = response.attendance?.monthly_progress;
      const monthly =
        progress && candidate
          ? {
              candidate,
              sessions: progress.sessions,
              of: progress.of,
              due: response.attendance!.cycle_complete || response.attendance!.payment_due,
            }
          : null;
      return { ...base, candidate, lastMark: response.attendance, monthly, dialog: null, ...banner(base, 'warning', 'already_marked') };
    }
    case 'no_enrollment':
      return { ...base, dialog: null, ...banner(base, 'warning', 'no_enrollment') };
    case 'debt_warning':
      if (!response.debt_info) return proceed({ ...base, ack: { time: false, debt: true } });
      return { ...base, dialog: { type: 'debt_check', debt: response.debt_info } };
    case 'choose_section': {
      const open = openCandidates(response.candidates);
      if (open.length === 0)
        return { ...base, dialog: null, ...banner(base, 'warning', response.candidates.length ? 'already_marked' : 'no_enrollment') };
      if (open.length === 1) {
        const only = open[0]!;
        if (only.window !== 'open')
          return {
            ...base,
            candidate: only,
            dialog: { type: 'time_warning', candidate: only, currentTime: response.current_time, schedule: only.schedule },
          };
        return proceed({ ...base, candidate: only });
      }
      return { ...base, dialog: { type: 'choose_section', candidates: response.candidates, outsideWindow: response.outside_window } };
    }
  }
}

export function scanFlowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'submit': {
      const barcode = cleanBarcode(event.barcode);
      if (!barcode) return state;
      return { ...state, dialog: null, ...request(state, { type: 'scan', barcode }) };
    }
    case 'scan_succeeded':
      return afterScan(state, event.response);
    case 'request_failed':
      return { ...state, request: null, dialog: null, ...banner(state, 'error', 'error', event.message) };
    case 'section_picked': {
      if (state.dialog?.type !== 'choose_section') return state;
      const next = { ...state, candidate: event.candidate };
      if (event.candidate.window !== 'open' && !state.ack.time)
        return {
          ...next,
          dialog: { type: 'time_warning', candidate: event.candidate, currentTime: '', schedule: event.candidate.schedule },
        };
      return proceed(next);
    }
    case 'time_confirmed':
      if (state.dialog?.type !== 'time_warning') return state;
      return proceed({ ...state, ack: { ...state.ack, time: true } });
    case 'debt_answer':
      if (state.dialog?.type !== 'debt_check') return state;
      if (event.answer === 'cancel') return cancelled(state);
      if (event.answer === 'cleared') return { ...state, dialog: { type: 'clear_debt', debt: state.dialog.debt } };
      return proceed({ ...state, ack: { ...state.ack, debt: true } });
    case 'debt_cleared':
      if (state.dialog?.type !== 'clear_debt') return state;
      return proceed({ ...state, ack: { ...state.ack, debt: true } });
    case 'clear_debt_closed':
      if (state.dialog?.type !== 'clear_debt') return state;
      return { ...state, dialog: { type: 'debt_check', debt: state.dialog.debt } };
    case 'mark_succeeded':
      return afterMark(state, event.result);
    case 'mark_warning': {
      const next = { ...state, request: null };
      if (event.warning.code === 'time_restriction') {
        return {
          ...next,
          dialog: {
            type: 'time_warning',
            candidate: state.candidate,
            currentTime: event.warning.current_time,
            schedule: event.warning.class_schedule,
          },
        };
      }
      return { ...next, debt: event.warning.debt_info, dialog: { type: 'debt_check', debt: event.warning.debt_info } };
    }
    case 'payment_done': {
      const candidate = state.dialog?.type === 'payment' ? state.dialog.candidate : state.candidate;
      const next = { ...state, ...banner(state, 'success', 'marked_paid') };
      return {
        ...next,
        dialog: {
          type: 'receipt',
          payment: event.payment,
          courseName: candidate?.course_name ?? null,
          courseNameAr: candidate?.course_name_ar ?? null,
        },
      };
    }
    case 'payment_declined':
      if (state.dialog?.type !== 'payment') return state;
      return { ...state, dialog: null, ...banner(state, 'warning', 'marked_unpaid') };
    case 'open_monthly_reset': {
      const candidate = event.candidate ?? (state.monthly?.due ? state.monthly.candidate : null);
      if (!candidate || candidate.payment_kind !== 'monthly') return state;
      return { ...state, dialog: { type: 'monthly_reset', candidate } };
    }
    case 'monthly_reset_done': {
      if (state.dialog?.type !== 'monthly_reset') return state;
      const candidate = state.dialog.candidate;
      const monthly =
        state.monthly && state.monthly.candidate.enrollment_id === candidate.enrollment_id
          ? { ...state.monthly, sessions: 0, due: false }
          : state.monthly;
      const next = { ...state, monthly, ...banner(state, 'success', 'month_reset') };
      if (!event.payment) return { ...next, dialog: null };
      return {
        ...next,
        dialog: { type: 'receipt', payment: event.payment, courseName: candidate.course_name, courseNameAr: candidate.course_name_ar },
      };
    }
    case 'cancel':
      if (!state.dialog) return state;
      if (state.dialog.type === 'clear_debt') return { ...state, dialog: { type: 'debt_check', debt: state.dialog.debt } };
      if (state.dialog.type === 'payment') return scanFlowReducer(state, { type: 'payment_declined' });
      if (state.dialog.type === 'receipt' || state.dialog.type === 'monthly_reset') return { ...state, dialog: null };
      return cancelled(state);
    case 'close_dialog':
      return { ...state, dialog: null };
    case 'student_updated':
      return state.student && state.student.id === event.student.id ? { ...state, student: event.student } : state;
  }
}

function cancelled(state: FlowState): FlowState {
  return { ...state, dialog: null, request: null, candidate: null, ...banner(state, 'info', 'cancelled') };
}

/** The two warnings a mark may answer with (400, codes time_restriction / debt_warning), else null. */
export function markWarningOf(error: { status?: number; code?: string; details?: unknown } | null | undefined): MarkWarning | null {
  if (!error || error.status !== 400) return null;
  const details = (error.details ?? {}) as Record<string, unknown>;
  if (error.code === 'time_restriction') {
    // The schedule as text (`class_schedule` is the spec's {start_time, end_time} of today's slot).
    return {
      code: 'time_restriction',
      current_time: String(details.current_time ?? ''),
      class_schedule: String(details.class_schedule_text ?? ''),
    };
  }
  if (error.code === 'debt_warning') {
    const info = (details.debt_info ?? {}) as Partial<DebtInfo>;
    return {
      code: 'debt_warning',
      debt_info: {
        total_debt: Number(info.total_debt ?? 0),
        unpaid_sessions: Number(info.unpaid_sessions ?? 0),
        oldest_debt_date: info.oldest_debt_date ?? null,
      },
    };
  }
  return null;
}
