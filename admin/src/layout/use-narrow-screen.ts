import { useSyncExternalStore } from 'react';

/** Section 2: the mobile layout applies under 1024 px (antd's own breakpoints stop at 992 px). */
const NARROW = '(max-width: 1023.98px)';

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(NARROW).matches,
  );
}
