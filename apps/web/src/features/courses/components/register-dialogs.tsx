import type { StudentCourseStatus } from '../hooks/use-course-statuses';
import type { RegisterFlow } from '../hooks/use-register-flow';
import { RegistrationSuccessModal } from './registration-success-modal';
import { SectionChoiceModal } from './section-choice-modal';
import { StudentPickerModal } from './student-picker-modal';

/** The dialog of the register flow's current step, if any. */
export function RegisterDialogs({ flow, statusesFor }: { flow: RegisterFlow; statusesFor: (courseId: number) => StudentCourseStatus[] }) {
  const { step } = flow;
  switch (step.kind) {
    case 'student':
      return (
        <StudentPickerModal
          course={step.course}
          statuses={statusesFor(step.course.id)}
          onChoose={flow.chooseStudent}
          onClose={flow.close}
        />
      );
    case 'section':
      return (
        <SectionChoiceModal
          course={step.course}
          student={step.student}
          busySectionId={flow.busySectionId}
          onChoose={flow.chooseSection}
          onClose={flow.close}
        />
      );
    case 'requested':
      return <RegistrationSuccessModal course={step.course} student={step.student} onClose={flow.close} />;
    case 'reserved':
      return <RegistrationSuccessModal course={step.course} student={step.student} section={step.section} onClose={flow.close} />;
    default:
      return null;
  }
}
