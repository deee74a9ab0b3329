import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  size: number;
  has: (id: number) => boolean;
  setMany: (ids: number[], on: boolean) => void;
  clear: () => void;
}

/** Chosen rows by id; they stay chosen across pages and filters until Clear Selection. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const setMany = useCallback((list: number[], on: boolean) => {
    setIds((prev) => {
      const next = new Set(prev);
      for (const id of list) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ size: ids.size, has: (id: number) => ids.has(id), setMany, clear }), [ids, setMany, clear]);
}
