import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDA, type AdminRegistration } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { useRejectionReason } from '@/hooks/use-rejection-reason';
import { formatDate, formatNumber } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { RegistrationStatusBadge } from './registration-status-badge';
import { Phone } from '@/components/phone';
import { RegistrationWhatsApp } from './registration-whatsapp';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        flexWrap: 'wrap',
        paddingBlock: 6,
        borderBlockEnd: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} ta="end">
        {children}
      </Text>
    </div>
  );
}

/** Details: age, parent, price in DA, payment status, section, rejection reason, message. */
export function RegistrationDetailsModal({ registration: r, onClose }: { registration: AdminRegistration; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const rejectionReason = useRejectionReason();
  const { lang, locale } = useLanguage();
  const none = t('registrations.not_provided');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('registrations.details_title', { name: r.student.name })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <dl style={{ margin: 0 }} data-testid="registration-details">
        <Row label={t('registrations.state')}>
          <RegistrationStatusBadge status={r.status} />
        </Row>
        <Row label={t('registrations.course')}>{localizedName({ name: r.course_name, name_ar: r.course_name_ar }, lang)}</Row>
        <Row label={t('registrations.section')}>{r.section_name ?? t('registrations.no_section')}</Row>
        <Row label={t('registrations.age')}>
          {r.age === null ? none : t('registrations.age_value', { count: r.age, n: formatNumber(r.age, locale) })}
        </Row>
        <Row label={t('registrations.email')}>{r.email ? <bdi dir="ltr">{r.email}</bdi> : none}</Row>
        <Row label={t('registrations.phone')}>
          {r.phone ? (
            <>
              <Phone value={r.phone} /> <RegistrationWhatsApp registration={r} phone={r.phone} />
            </>
          ) : (
            none
          )}
        </Row>
        <Row label={t('registrations.parent_name')}>{r.parent_name || none}</Row>
        <Row label={t('registrations.parent_phone')}>
          {r.parent_phone ? (
            <>
              <Phone value={r.parent_phone} /> <RegistrationWhatsApp registration={r} phone={r.parent_phone} />
            </>
          ) : (
            none
          )}
        </Row>
        <Row label={t('registrations.price')}>{r.price === null ? none : <bdi>{formatDA(r.price, lang)}</bdi>}</Row>
        <Row label={t('registrations.payment_status')}>{t(`registrations.payment.${r.payment_status}`)}</Row>
        <Row label={t('registrations.registered_label')}>
          <bdi>{formatDate(r.registration_date, locale)}</bdi>
        </Row>
        {r.decided_at && (
          <Row label={t('registrations.decided_on')}>
            <bdi>{formatDate(r.decided_at, locale)}</bdi>
          </Row>
        )}
        {r.status === 'rejected' && (
          <Row label={t('registrations.rejection_reason')}>
            {r.rejection_reason ? <bdi>{rejectionReason(r.rejection_reason)}</bdi> : t('registrations.no_reason')}
          </Row>
        )}
        {r.message && (
          <Row label={t('registrations.message')}>
            <bdi>{r.message}</bdi>
          </Row>
        )}
      </dl>
    </Modal>
  );
}
