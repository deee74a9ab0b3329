import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAcademyName } from '@/hooks/use-academy-name';
import type { CourseQr } from '../api/generate-course-qr';
import classes from './qr-print-sheet.module.css';

interface Props {
  qr: CourseQr;
  nameEn: string;
  nameAr: string | null;
  /** Called once the print dialog has closed. */
  onDone: () => void;
}

/**
 * The print layout of one course's QR code: the code, the course's name in both languages and the public
 * URL it opens. Mounted next to the app only while printing; a print stylesheet hides everything else.
 */
export function QrPrintSheet({ qr, nameEn, nameAr, onDone }: Props) {
  const { t } = useTranslation('admin-qr');
  const academy = useAcademyName();

  useEffect(() => {
    const done = () => onDone();
    window.addEventListener('afterprint', done, { once: true });
    // Let the sheet and its image reach the page before the dialog freezes it.
    const frame = window.requestAnimationFrame(() => window.print());
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [onDone]);

  return createPortal(
    <section className={classes.sheet} data-testid="qr-print-sheet" aria-label={t('print.label', { name: nameEn })}>
      <p className={classes.academy}>{academy}</p>
      <img className={classes.qr} src={qr.qr_code_data} alt={t('card.qr_alt', { name: nameEn })} />
      <p className={classes.name} lang="en" dir="ltr">
        {nameEn}
      </p>
      {nameAr && (
        <p className={classes.nameAr} lang="ar" dir="rtl">
          {nameAr}
        </p>
      )}
      <p className={classes.url} dir="ltr">
        {qr.url}
      </p>
    </section>,
    document.body,
  );
}
