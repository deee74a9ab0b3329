import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPath, NavigationType, Router, type Location, type Navigator, type To } from 'react-router';

/** All islands of a page share the URL: one of them changing the query string (a catalogue filter) tells the others. */
const URL_CHANGED = 'academy:island-url';

function currentLocation(): Location {
  const state = (window.history.state as { usr?: unknown; key?: string } | null) ?? null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

/**
 * The router of an island in a server-rendered page. The page itself is plain HTML: a link to another page
 * is a real page load (the server renders it), and only a change of this page's query string or hash (a
 * filter) stays in the page, as a history entry the back button undoes. A navigation that carries router
 * state (the login page's "come back to") writes it where the app's router reads it (history.state.usr)
 * before loading the page.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  const [action, setAction] = useState(NavigationType.Pop);

  useEffect(() => {
    const update = () => setLocation(currentLocation());
    const pop = () => {
      setAction(NavigationType.Pop);
      update();
    };
    window.addEventListener('popstate', pop);
    window.addEventListener(URL_CHANGED, update);
    return () => {
      window.removeEventListener('popstate', pop);
      window.removeEventListener(URL_CHANGED, update);
    };
  }, []);

  const navigator = useMemo<Navigator>(() => {
    const go = (to: To, state: unknown, replace: boolean) => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
      const entry = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: 0 };
      if (url.pathname !== window.location.pathname) {
        if (state === undefined || state === null) {
          if (replace) window.location.replace(url);
          else window.location.assign(url);
          return;
        }
        window.history[replace ? 'replaceState' : 'pushState'](entry, '', url);
        window.location.reload();
        return;
      }
      window.history[replace ? 'replaceState' : 'pushState'](entry, '', url);
      setAction(replace ? NavigationType.Replace : NavigationType.Push);
      window.dispatchEvent(new Event(URL_CHANGED));
    };
    return {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      go: (delta) => window.history.go(delta),
      push: (to, state) => go(to, state, false),
      replace: (to, state) => go(to, state, true),
    };
  }, []);

  return (
    <Router location={location} navigationType={action} navigator={navigator}>
      {children}
    </Router>
  );
}
