import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseSummary } from '@academy/shared';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { useCourseStatuses } from '../hooks/use-course-statuses';
import { useRegisterFlow } from '../hooks/use-register-flow';
import { CatalogueFilterBar } from './catalogue-filter-bar';
import { CatalogueResults } from './catalogue-results';
import { CourseStatusArea } from './course-status-area';
import { LinkedCourse } from './linked-course';

// The register flow's dialogs (Mantine's Modal, a section's timetable) are a chunk of their own, fetched when a
// parent starts registering: evaluated with the page, they lengthened its hydration for every visitor.
const RegisterDialogs = lazy(async () => ({ default: (await import('./register-dialogs')).RegisterDialogs }));

/**
 * The catalogue: filters, results and registering, on /courses (an island of the server-rendered page) and in the
 * dashboard. Every filter lives in the URL, so a filtered view can be shared. `?course=<id>` (a course's QR code)
 * shows that course first, highlighted, above the filters: on a phone it is in view before any script has run.
 */
export function Catalogue() {
  const { filters, update, clearAll, hasFilters } = useCatalogueFilters();
  const [params, setParams] = useSearchParams();
  const { viewer, statusesFor } = useCourseStatuses();
  const flow = useRegisterFlow();
  const linked = Number(params.get('course'));
  const closeLinked = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('course');
      return next;
    });
  // The bottom of a card: the family's statuses and the Register button.
  const footer = (course: CourseSummary, titleId: string) => (
    <CourseStatusArea
      course={course}
      viewer={viewer}
      statuses={statusesFor(course.id)}
      titleId={titleId}
      busy={flow.busyCourseId === course.id}
      onRegister={() => flow.start(course)}
    />
  );
  return (
    <>
      {Number.isInteger(linked) && linked > 0 && <LinkedCourse courseId={linked} onClose={closeLinked} footer={footer} />}
      <CatalogueFilterBar filters={filters} update={update} />
      <CatalogueResults filters={filters} hasFilters={hasFilters} onClearAll={clearAll} footer={footer} />
      {flow.step.kind !== 'idle' && (
        <Suspense fallback={null}>
          <RegisterDialogs flow={flow} statusesFor={statusesFor} />
        </Suspense>
      )}
    </>
  );
}
