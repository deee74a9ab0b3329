import { z } from 'zod';
import { sendNotificationBody, type NOTIFICATION_TARGETS, type NOTIFICATION_TYPES, type SendNotificationBody } from '@academy/shared';

export type NotificationMode = 'single' | 'bilingual';

export type NotificationFormValues = {
  mode: NotificationMode;
  title: string;
  message: string;
  title_en: string;
  message_en: string;
  title_ar: string;
  message_ar: string;
  target_users: (typeof NOTIFICATION_TARGETS)[number];
  type: (typeof NOTIFICATION_TYPES)[number];
  /** Also by SMS to the parents who accept it (issue 26); push and e-mail follow each parent's choices. */
  sms: boolean;
};

export const emptyNotification: NotificationFormValues = {
  mode: 'single',
  title: '',
  message: '',
  title_en: '',
  message_en: '',
  title_ar: '',
  message_ar: '',
  target_users: 'all',
  type: 'info',
  sms: true,
};

/**
 * What is sent for the chosen mode: only that mode's fields, so the shared schema applies the right rule
 * (bilingual fields stay as empty strings, which keeps the body bilingual even when all are empty).
 */
export function notificationBody(values: NotificationFormValues): SendNotificationBody {
  const { target_users, type, sms } = values;
  if (values.mode === 'single') return { title: values.title, message: values.message, target_users, type, sms };
  return {
    title_en: values.title_en,
    message_en: values.message_en,
    title_ar: values.title_ar,
    message_ar: values.message_ar,
    target_users,
    type,
    sms,
  };
}

/** The server's schema (spec 5's two rules), fed the chosen mode's fields: the form validates with it. */
export const notificationFormSchema = z.preprocess((raw) => notificationBody(raw as NotificationFormValues), sendNotificationBody);
