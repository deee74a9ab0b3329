import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { academyClock, formatDA, type AttendanceCandidate, type AttendanceStudentCard } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/lib/api/api-error';
import { errorMessage, notifyError } from '@/lib/api/notify';
import { markAttendance } from './mark/api/mark-attendance';
import { markKeys } from './mark/api/query-keys';
import { scanBarcode } from './mark/api/scan-barcode';
import { useStudentCard } from './mark/api/get-student-card';
import { BarcodeField } from './mark/components/barcode-field';
import { CameraModal } from './mark/components/camera-modal';
import { ChooseSectionModal } from './mark/components/choose-section-modal';
import { ClearDebtModal } from './mark/components/clear-debt-modal';
import { DebtCheckModal } from './mark/components/debt-check-modal';
import { IndebtedUsersPanel } from './mark/components/indebted-users-panel';
import { PaymentModal } from './mark/components/payment-modal';
import { ReceiptModal } from './mark/components/receipt-modal';
import { ResultBanner } from './mark/components/result-banner';
import { StudentCard } from './mark/components/student-card';
import { TimeWarningModal } from './mark/components/time-warning-modal';
import { TodayMarks } from './mark/components/today-marks';
import { playBeep, readMuted, writeMuted } from './mark/lib/beep';
import { initialFlowState, markWarningOf, scanFlowReducer, type FlowState } from './mark/lib/scan-flow';

const DEBT_TOAST_ID = 'scan-debt-warning';
/** Spec 9: the debt toast stays 15 seconds. */
const DEBT_WARNING_TOAST_MS = 15_000;

/**
 * `/admin/attendance/mark`: attendance at the door. A scanner (or the camera) reads the card, the
 * server finds the live section and marks it; the warnings, the section choice, the payment and its
 * receipt follow from the pure scan flow (lib/scan-flow.ts), all answerable from the keyboard.
 */
export function MarkAttendancePage() {
  const { t } = useTranslation('admin-scan');
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(scanFlowReducer, initialFlowState);
  const input = useRef<HTMLInputElement>(null);
  const [muted, setMuted] = useState(readMuted);
  const [camera, setCamera] = useState(false);
  const [panelDialog, setPanelDialog] = useState(false);
  const [today] = useState(() => academyClock(new Date()).date);
  const dialogOpen = state.dialog !== null || camera || panelDialog;
  const handled = useRef(0);

  // Run what the flow asks for, once per request.
  useEffect(() => {
    const req = state.request;
    if (!req || handled.current >= req.id) return;
    handled.current = req.id;
    const run = async () => {
      try {
        if (req.type === 'scan') {
          const response = await scanBarcode(req.barcode);
          queryClient.setQueryData(markKeys.card(response.student.id), response.student);
          dispatch({ type: 'scan_succeeded', response });
        } else {
          const result = await markAttendance(req.body);
          dispatch({ type: 'mark_succeeded', result });
        }
      } catch (error) {
        const warning = req.type === 'mark' && isApiError(error) ? markWarningOf(error) : null;
        if (warning) {
          dispatch({ type: 'mark_warning', warning });
          return;
        }
        const fallback = req.type === 'scan' ? t('toasts.scan_failed') : t('toasts.mark_failed');
        notifyError(error, fallback);
        dispatch({ type: 'request_failed', message: errorMessage(error, fallback) });
      }
    };
    void run();
  }, [state.request, queryClient, t]);

  // Every new signal: its sound, the toast of a mark, and fresh lists. Only a new banner signals (an
  // effect event reads the mute switch and language without re-running for them).
  const signal = useEffectEvent(() => {
    const banner = state.banner;
    if (!banner) return;
    if (!muted) playBeep(banner.tone);
    if (banner.message === 'marked') notifications.show({ color: 'green', message: t('toasts.marked') });
    if (banner.message === 'cancelled') notifications.show({ color: 'gray', message: t('toasts.cancelled') });
    void queryClient.invalidateQueries({ queryKey: markKeys.all });
  });
  const bannerId = state.banner?.id;
  useEffect(() => {
    if (bannerId !== undefined) signal();
  }, [bannerId]);

  // Spec 8: the debt warning comes with a 15-second toast offering Force Mark.
  const debtDialog = state.dialog?.type === 'debt_check' ? state.dialog.debt : null;
  useEffect(() => {
    if (!debtDialog) return;
    notifications.show({
      id: DEBT_TOAST_ID,
      color: 'orange',
      autoClose: DEBT_WARNING_TOAST_MS,
      title: t('debt_toast.title'),
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t('debt_toast.text', { amount: formatDA(debtDialog.total_debt, lang) })}</Text>
          <Button
            size="compact-sm"
            color="orange"
            onClick={() => {
              notifications.hide(DEBT_TOAST_ID);
              dispatch({ type: 'debt_answer', answer: 'not_yet' });
            }}
          >
            {t('debt_toast.force')}
          </Button>
        </Group>
      ),
    });
    return () => {
      notifications.hide(DEBT_TOAST_ID);
    };
  }, [debtDialog, lang, t]);

  // The keyboard goes back to the scanner whenever no dialog holds it.
  useEffect(() => {
    if (!dialogOpen) input.current?.focus();
  }, [dialogOpen, bannerId]);

  const toggleMute = useCallback(() => {
    setMuted((m) => {
      writeMuted(!m);
      return !m;
    });
  }, []);

  const busy = state.request !== null;

  return (
    <Stack gap="md" data-testid="mark-attendance">
      <Title order={2}>{t('title')}</Title>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <BarcodeField
              ref={input}
              busy={busy}
              dialogOpen={dialogOpen}
              muted={muted}
              onToggleMute={toggleMute}
              onSubmit={(barcode) => dispatch({ type: 'submit', barcode })}
              onCamera={() => setCamera(true)}
            />
            <ResultBanner banner={state.banner} monthly={state.monthly} onPaidReset={() => dispatch({ type: 'open_monthly_reset' })} />
            {state.student ? (
              <ScannedStudent
                initial={state.student}
                candidates={state.candidates}
                onPaidReset={(candidate) => dispatch({ type: 'open_monthly_reset', candidate })}
              />
            ) : (
              <Text c="dimmed" size="sm">
                {t('card.empty')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <IndebtedUsersPanel onDialogChange={setPanelDialog} />
            <TodayMarks date={today} />
          </Stack>
        </Grid.Col>
      </Grid>

      {camera && (
        <CameraModal
          onClose={() => setCamera(false)}
          onDetected={(text) => {
            setCamera(false);
            dispatch({ type: 'submit', barcode: text });
          }}
        />
      )}
      <FlowDialogs state={state} dispatch={dispatch} />
    </Stack>
  );
}

function ScannedStudent({
  initial,
  candidates,
  onPaidReset,
}: {
  initial: AttendanceStudentCard;
  candidates: AttendanceCandidate[];
  onPaidReset: (candidate: AttendanceCandidate) => void;
}) {
  const card = useStudentCard(initial.id, initial);
  return <StudentCard student={card.data ?? initial} candidates={candidates} onPaidReset={onPaidReset} />;
}

function FlowDialogs({ state, dispatch }: { state: FlowState; dispatch: (event: Parameters<typeof scanFlowReducer>[1]) => void }) {
  const dialog = state.dialog;
  const name = state.student?.name ?? null;
  if (!dialog) return null;
  switch (dialog.type) {
    case 'choose_section':
      return (
        <ChooseSectionModal
          candidates={dialog.candidates}
          outsideWindow={dialog.outsideWindow}
          onPick={(candidate) => dispatch({ type: 'section_picked', candidate })}
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      );
    case 'time_warning':
      return (
        <TimeWarningModal
          candidate={dialog.candidate}
          currentTime={dialog.currentTime}
          schedule={dialog.schedule}
          onConfirm={() => dispatch({ type: 'time_confirmed' })}
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      );
    case 'debt_check':
      return <DebtCheckModal name={name} debt={dialog.debt} onAnswer={(answer) => dispatch({ type: 'debt_answer', answer })} />;
    case 'clear_debt':
      return state.student ? (
        <ClearDebtModal
          studentId={state.student.id}
          name={state.student.name}
          totalDebt={dialog.debt.total_debt}
          onCleared={() => dispatch({ type: 'debt_cleared' })}
          onClose={() => dispatch({ type: 'clear_debt_closed' })}
        />
      ) : null;
    case 'payment':
      return (
        <PaymentModal
          mode={{
            kind: 'session',
            attendanceId: dialog.mark.attendance_id,
            requiredAmount: dialog.mark.required_amount,
            candidate: dialog.candidate,
          }}
          studentName={name}
          onPaid={(payment) => (payment ? dispatch({ type: 'payment_done', payment }) : dispatch({ type: 'close_dialog' }))}
          onDeclined={() => dispatch({ type: 'payment_declined' })}
        />
      );
    case 'monthly_reset':
      return state.student ? (
        <PaymentModal
          mode={{ kind: 'monthly', studentId: state.student.id, candidate: dialog.candidate }}
          studentName={name}
          onPaid={(payment) => dispatch({ type: 'monthly_reset_done', payment })}
          onDeclined={() => dispatch({ type: 'cancel' })}
        />
      ) : null;
    case 'receipt':
      return <ReceiptModal payment={dialog.payment} onClose={() => dispatch({ type: 'close_dialog' })} />;
  }
}
