/**
 * Calls `callback` `delay` ms after the page's load event (at once when that moment has passed: code that
 * arrives late does not add its own wait). Returns a function that cancels it.
 */
export function afterPageLoad(delay: number, callback: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loadedAt = navigation?.loadEventStart || performance.now();
    timer = window.setTimeout(callback, Math.max(0, loadedAt + delay - performance.now()));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(timer);
  };
}
