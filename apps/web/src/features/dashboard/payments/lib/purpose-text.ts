import { localCourseName } from '@academy/shared';
import type { TFunction } from 'i18next';
import type { Language, OnlinePaymentPurpose } from '@academy/shared';

interface Paid {
  purpose: OnlinePaymentPurpose;
  student_name: string | null;
  course_name: string | null;
  course_name_ar: string | null;
}

/** What an online payment pays, as one sentence: "Sara's balance", "This month of English A1 for Sara", ... */
export function purposeText(t: TFunction<'account'>, lang: Language, paid: Paid): string {
  const values = { name: paid.student_name ?? '', course: localCourseName(paid, lang) };
  switch (paid.purpose) {
    case 'debt':
      return t('payments.online.purpose.debt', values);
    case 'cycle':
      return t('payments.online.purpose.cycle', values);
    case 'renewal':
      return t('payments.online.purpose.renewal', values);
    case 'family':
      return t('payments.online.purpose.family');
  }
}
