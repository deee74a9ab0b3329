import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStudentCourse, AdminStudentDetailed } from '@academy/shared';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/lib/format';
import { localizedName } from '@/lib/course-name';
import { currentSeats, endedSeats } from '../../lib/enrollments';
import { ChangeSectionModal } from './change-section-modal';
import { DetailCard } from './detail-card';
import { EnrollModal } from './enroll-modal';
import { EnrollmentItem, type EnrollmentAction } from './enrollment-item';
import { EnrollmentViewModal } from './enrollment-view-modal';
import { UnenrollModal } from './unenroll-modal';

type Open = { action: EnrollmentAction; course: AdminStudentCourse } | { action: 'enroll' } | null;

/** The student's seats with View / Change section / Unenroll, Enroll in another section, and the seats that ended. */
export function EnrollmentsCard({ student }: { student: AdminStudentDetailed }) {
  const { t } = useTranslation('admin');
  const { lang, locale } = useLanguage();
  const [open, setOpen] = useState<Open>(null);
  const seats = currentSeats(student.enrollment_info.courses);
  const ended = endedSeats(student.enrollment_info.courses);
  const close = () => setOpen(null);
  return (
    <DetailCard
      title={t('enrollments.title')}
      testId="enrollments-card"
      actions={
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setOpen({ action: 'enroll' })}>
          {t('enrollments.enroll')}
        </Button>
      }
    >
      {seats.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('enrollments.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {seats.map((course) => (
            <EnrollmentItem key={course.enrollment_id} course={course} onAction={(action) => setOpen({ action, course })} />
          ))}
        </Stack>
      )}
      {ended.length > 0 && (
        <Stack gap={4} mt="md">
          <Text size="sm" fw={600} c="dimmed">
            {t('enrollments.ended')}
          </Text>
          {ended.map((course) => (
            <Text key={course.enrollment_id} size="sm" c="dimmed">
              {localizedName(course, lang)} · {course.class_name} · <bdi>{formatDate(course.enrollment_date, locale)}</bdi>
            </Text>
          ))}
        </Stack>
      )}
      {open?.action === 'enroll' && <EnrollModal student={student} onClose={close} />}
      {open?.action === 'view' && <EnrollmentViewModal course={open.course} onClose={close} />}
      {open?.action === 'change' && <ChangeSectionModal studentId={student.id} course={open.course} onClose={close} />}
      {open?.action === 'unenroll' && (
        <UnenrollModal studentId={student.id} studentName={student.name} course={open.course} onClose={close} />
      )}
    </DetailCard>
  );
}
