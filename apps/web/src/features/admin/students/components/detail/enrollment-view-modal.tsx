import { Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDA, MONTHLY_CYCLE_SESSIONS, type AdminStudentCourse } from '@academy/shared';
import { useCourseSections } from '@/lib/api/courses/get-course-sections';
import { SectionSchedule } from '@/components/section-schedule';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatNumber } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { AttendanceBadge } from '../attendance-badge';
import { PaymentBadge } from '../payment-badge';
import { InfoRow } from './info-row';

/** View: the seat's details, with the section's week in the page's language. */
export function EnrollmentViewModal({ course, onClose }: { course: AdminStudentCourse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const sections = useCourseSections(course.id);
  const section = sections.data?.find((s) => s.id === course.class_id);
  return (
    <Modal opened onClose={onClose} title={localizedName(course, lang)} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <dl style={{ margin: 0 }}>
        <InfoRow label={t('enrollments.section')}>{course.class_name}</InfoRow>
        <InfoRow label={t('enrollments.schedule')}>
          {sections.isPending ? (
            <Loader role="img" size="xs" aria-label={t('common.loading')} />
          ) : section ? (
            <SectionSchedule section={section} />
          ) : (
            t('enrollments.no_schedule')
          )}
        </InfoRow>
        <InfoRow label={t('enrollments.state')}>{t(`enrollments.status.${course.enrollment_status}`)}</InfoRow>
        <InfoRow label={t('enrollments.enrolled_on')}>
          <bdi>{formatDate(course.enrollment_date, locale)}</bdi>
        </InfoRow>
        <InfoRow label={t('enrollments.pricing_label')}>{t(`enrollments.pricing.${course.pricing_type}`)}</InfoRow>
        <InfoRow label={t('attendance.rate')}>
          <AttendanceBadge rate={course.attendance_rate} records={course.attendance_records} />
        </InfoRow>
        <InfoRow label={t('attendance.records')}>{formatNumber(course.attendance_records, locale)}</InfoRow>
        {course.pricing_type === 'monthly' && course.category !== 'kindergarten' && (
          <InfoRow label={t('enrollments.this_month')}>
            <bdi dir="ltr">
              {formatNumber(course.sessions_this_month, locale)}/{formatNumber(MONTHLY_CYCLE_SESSIONS, locale)}
            </bdi>
          </InfoRow>
        )}
        <InfoRow label={t('money.status_label')}>
          <PaymentBadge status={course.payment_status} />
        </InfoRow>
        <InfoRow label={t('money.unpaid')}>
          <bdi>{formatDA(course.unpaid_amount, lang)}</bdi>
        </InfoRow>
      </dl>
    </Modal>
  );
}
