import { smsSegments, type MessageTemplateKey, type TEMPLATE_PLACEHOLDERS } from '@academy/shared';

/**
 * What the counter under a template shows: its SMS segments, its characters as the network counts them, and how many
 * fit in that many segments (160 / 153 per segment for GSM text, 70 / 67 for Unicode such as Arabic): "2 SMS · 71/134".
 */
export function smsCounter(text: string): { segments: number; units: number; capacity: number } {
  const { encoding, units, segments } = smsSegments(text);
  const [single, split] = encoding === 'gsm7' ? [160, 153] : [70, 67];
  return { segments, units, capacity: segments === 1 ? single : segments * split };
}

type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The placeholders each message fills (any known one is accepted; these are the ones that carry something). */
export const PLACEHOLDERS_OF: Record<MessageTemplateKey, readonly Placeholder[]> = {
  arrival: ['student', 'time', 'course', 'academy'],
  absence: ['student', 'course', 'time', 'date', 'academy'],
  payment_due_before: ['student', 'amount', 'due_date', 'course', 'academy'],
  payment_due_on: ['student', 'amount', 'course', 'academy'],
  payment_due_after: ['student', 'amount', 'due_date', 'course', 'academy'],
  registration_approved: ['student', 'course', 'academy'],
  registration_rejected: ['student', 'course', 'reason', 'academy'],
  contact_reply: ['message', 'academy'],
  notification: ['title', 'message', 'academy'],
  whatsapp_greeting: ['student', 'academy'],
};
