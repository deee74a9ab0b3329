import { useSearchParams } from 'react-router';
import { currentPayMonth, isPayMonth } from '@/lib/pay-month';

/**
 * The month a pay screen shows, kept in the URL (?month=YYYY-MM) so the back button and a shared link keep it;
 * the academy's current month when absent or malformed. A month after the current one is not offered.
 */
export function useMonthParam(): { month: string; latest: string; setMonth: (month: string) => void } {
  const [params, setParams] = useSearchParams();
  const latest = currentPayMonth();
  const asked = params.get('month');
  const month = isPayMonth(asked) && asked <= latest ? asked : latest;
  const setMonth = (next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === latest) copy.delete('month');
      else copy.set('month', next);
      return copy;
    });
  return { month, latest, setMonth };
}
