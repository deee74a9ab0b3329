import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from '../src/lib/after-page-load';

/** A page on the fake clock: its load event fires when `load()` is called, at the time the clock shows then. */
function fakePage() {
  const events = new EventTarget();
  let loadEventStart = 0;
  const page = { readyState: 'loading' as DocumentReadyState };
  vi.stubGlobal('document', page);
  vi.stubGlobal('performance', {
    now: () => Date.now(),
    getEntriesByType: () => (page.readyState === 'complete' ? [{ loadEventStart }] : []),
  });
  vi.stubGlobal('window', {
    setTimeout: (callback: () => void, delay: number) => setTimeout(callback, delay),
    clearTimeout: (timer: number) => clearTimeout(timer),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  });
  return {
    load() {
      loadEventStart = Date.now();
      page.readyState = 'complete';
      events.dispatchEvent(new Event('load'));
    },
  };
}

describe('afterPageLoad', () => {
  // A page's clock (performance.now) starts at its navigation; its load comes later, never at 0.
  beforeEach(() => vi.useFakeTimers({ now: 10_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then the delay', () => {
    const page = fakePage();
    const callback = vi.fn();
    afterPageLoad(1000, callback);
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
    page.load();
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('counts the delay from the load, not from when the code that asks arrived', () => {
    const page = fakePage();
    page.load();
    vi.advanceTimersByTime(400);
    const callback = vi.fn();
    afterPageLoad(1000, callback);
    vi.advanceTimersByTime(599);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('calls at once when the moment has already passed', () => {
    const page = fakePage();
    page.load();
    vi.advanceTimersByTime(3000);
    const callback = vi.fn();
    afterPageLoad(1000, callback);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('can be cancelled before and after the load', () => {
    const page = fakePage();
    const beforeLoad = vi.fn();
    afterPageLoad(1000, beforeLoad)();
    page.load();
    const afterLoad = vi.fn();
    afterPageLoad(1000, afterLoad)();
    vi.advanceTimersByTime(5000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
