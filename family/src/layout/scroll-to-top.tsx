import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_AFTER_PX, watchScrolledPast } from '@binome/schema/browser/page-watchers';

/** Section 2: a button back to the top, shown once the page has scrolled more than 300 px. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => watchScrolledPast(SCROLL_TO_TOP_AFTER_PX, setShown), []);
  if (!shown) return null;
  return (
    <button type="button" className="scroll-to-top" aria-label={t('familyFrame.nav.scrollTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
