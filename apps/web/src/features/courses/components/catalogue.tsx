import { useSearchParams } from 'react-router';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import { CatalogueFilterBar } from './catalogue-filter-bar';
import { CatalogueResults } from './catalogue-results';

/**
 * The catalogue's filters and results, an island of the server-rendered /courses. Every filter lives in the URL,
 * so a filtered view can be shared. `?course=<id>` (a course's QR code) shows that course first, highlighted.
 */
export function Catalogue() {
  const { filters, update, clearAll, hasFilters } = useCatalogueFilters();
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('course'));
  const closeLinked = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('course');
      return next;
    });
  return (
    <>
      <CatalogueFilterBar filters={filters} update={update} />
      <CatalogueResults
        filters={filters}
        hasFilters={hasFilters}
        onClearAll={clearAll}
        linkedCourseId={Number.isInteger(linked) && linked > 0 ? linked : undefined}
        onCloseLinked={closeLinked}
      />
    </>
  );
}
