import { z } from 'zod';
import { cleanString } from './fields';

// A module of its own: the public pages' contact form loads these few schemas, not the catalogue's.

export const CONTACT_LIMITS = { name: 120, email: 200, subject: 200, message: 5000 } as const;

/** POST /api/contact. `website` is a field people never see: bots fill it in. */
export const contactBody = z.object({
  name: cleanString({ error: 'required' }).min(1, 'required').max(CONTACT_LIMITS.name, 'too_long'),
  email: cleanString({ error: 'required' })
    .toLowerCase()
    .min(1, 'required')
    .pipe(z.email('email_invalid').max(CONTACT_LIMITS.email, 'too_long')),
  subject: cleanString({ error: 'required' }).min(1, 'required').max(CONTACT_LIMITS.subject, 'too_long'),
  message: cleanString({ error: 'required' }).min(1, 'required').max(CONTACT_LIMITS.message, 'too_long'),
  website: z.string().max(500).optional(),
});
export type ContactBody = z.input<typeof contactBody>;

/** The dashboard's contact form: the account supplies name and e-mail. */
export const accountMessageBody = contactBody.pick({ subject: true, message: true });

export interface AccountMessage {
  id: number;
  subject: string;
  message: string;
  status: 'unread' | 'read' | 'responded' | 'closed';
  created_at: string;
  replies: { id: number; body: string; created_at: string }[];
}
