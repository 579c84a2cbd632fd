import './certificates-words.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatHeldHours } from '@binome/schema';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { HomeCard } from '../home/home-card.tsx';
import { CertificateForm } from './certificate-form.tsx';
import { longDay } from './certificate-dates.ts';

interface HeldHours {
  from: string;
  to: string;
  minutes: number;
  occurrencesCount: number;
  studentsCount: number;
}

/**
 * A tutor's volunteer hours of the scholar year so far (the sessions where they and a student were present, as the
 * reports say), and the download of a certificate for a period they choose.
 */
export default function HeldHoursCard() {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const held = useQuery({ queryKey: ['certificates', 'held-hours'], queryFn: () => unwrap(api.GET('/certificates/held-hours', {})) as Promise<HeldHours> });
  return (
    <HomeCard id="held-hours" slot="held-hours" title={t('familyCertificates.title')}>
      <RequestState query={held}>
        {(hours) => (
          <>
            {hours.minutes > 0 ? (
              <>
                <p className="figure" data-testid="held-hours">
                  {t('familyCertificates.soFar', { from: longDay(hours.from, i18n.language), hours: formatHeldHours(hours.minutes) })}
                </p>
                <p>{t('familyCertificates.students', { count: hours.studentsCount })}</p>
                <p className="muted">{t('familyCertificates.explain')}</p>
              </>
            ) : (
              <p className="muted">{t('familyCertificates.none')}</p>
            )}
            {asking ? (
              <CertificateForm initial={{ from: hours.from, to: hours.to }} onClose={() => setAsking(false)} />
            ) : (
              <p className="actions">
                <button type="button" className="button" aria-expanded={false} onClick={() => setAsking(true)}>
                  {t('familyCertificates.download')}
                </button>
              </p>
            )}
          </>
        )}
      </RequestState>
    </HomeCard>
  );
}
