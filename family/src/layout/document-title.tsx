import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Each page's tab is titled by its own heading ("Mes disponibilités et préférences | Binôme", WCAG 2.4.2), as the
 * staff app's tabs are: the `h1` of the main region, followed as it changes (pages load lazily, and some headings
 * name the person once the session is read). Until a heading is there, the app's name alone.
 */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const update = () => {
      const heading = root.querySelector('main h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const title = heading ? `${heading} | ${appName}` : appName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [appName, i18n.language]);
  return null;
}
