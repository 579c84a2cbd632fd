import { useTranslation } from 'react-i18next';
import type { Exclusion } from './use-candidates.ts';

/**
 * Why nobody fits: the general conditions, and, when one rule of how they would meet kept out the nearest people,
 * which rule and how many ("2 élèves en présentiel seulement"), as the server counted them.
 */
export function NoCandidatesHelp({ excluded }: { excluded: readonly Exclusion[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('staffMatching.screen.noCandidatesHelp')}</p>
      {excluded.length > 0 && (
        <div className="matching-exclusions">
          <p>{t('matchingExclusions.title')}</p>
          <ul>
            {excluded.map((exclusion) => (
              <li key={exclusion.message}>{t(exclusion.message, { count: exclusion.count, km: exclusion.maxDistanceKm })}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
