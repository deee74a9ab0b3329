import type { AdminRegistration, MessageTemplateKey } from '@academy/shared';
import { localizedName } from '@/lib/course-name';
import { WhatsAppLink } from '../../components/whatsapp-link';

const TEMPLATE: Record<AdminRegistration['status'], MessageTemplateKey> = {
  approved: 'registration_approved',
  rejected: 'registration_rejected',
  pending: 'whatsapp_greeting',
};

/** WhatsApp to the family about a request: the approval or refusal text by its status, else the greeting. */
export function RegistrationWhatsApp({ registration: r, phone }: { registration: AdminRegistration; phone: string | null }) {
  return (
    <WhatsAppLink
      phone={phone}
      name={r.parent_name ?? r.student.name}
      template={TEMPLATE[r.status]}
      vars={(lang) => ({
        student: r.student.name,
        course: localizedName({ name: r.course_name, name_ar: r.course_name_ar }, lang),
        reason: r.rejection_reason ?? '',
      })}
    />
  );
}
