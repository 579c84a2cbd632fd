import '../sessions/sessions-words.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inParis } from '@binome/schema/sessions';
import { RequestState } from '../../data/request-state.tsx';
import { LoadsTogether } from '../../components/loads-together.tsx';
import { useSession } from '../../session/session.tsx';
import { inLanguage } from '../sessions/calendar-locale.ts';
import { timeRange } from '../sessions/occurrence-item.tsx';
import { pupilName, usePupils, type Pupil } from './pupils-data.ts';
import './pupils.css';

/**
 * /tutor/students, "Mes élèves": each pupil the tutor accompanies, with their level and school, the pair's weekly
 * slot and the next session together. The parents' contact details are not the tutor's to read (the staff put the
 * family in touch): the page says whom to ask.
 */
export function PupilsPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const pupils = usePupils(session?.user.userId ?? '');
  return (
    <div className="pupils-page">
      <header>
        <h1>{t('familyPupils.title')}</h1>
        <p className="muted">{t('familyPupils.intro')}</p>
      </header>
      {/* The lines below the list are drawn with it: drawn first, the list arriving above pushed them down. */}
      <LoadsTogether>
        <RequestState
          query={pupils}
          isEmpty={(rows) => rows.length === 0}
          empty={
            <section className="card">
              <p>{t('familyPupils.empty')}</p>
              <Link className="button" to="/">
                {t('familyPupils.emptyAction')}
              </Link>
            </section>
          }
        >
          {(rows) => (
            <ul className="pupil-list">
              {rows.map((pupil) => (
                <PupilCard key={pupil.pairId} pupil={pupil} />
              ))}
            </ul>
          )}
        </RequestState>
        <p className="muted">
          {t('familyPupils.familyContact')} <Link to="/tutor/contact">{t('familyPupils.contactLink')}</Link>
        </p>
      </LoadsTogether>
    </div>
  );
}

function PupilCard({ pupil }: { pupil: Pupil }) {
  const { t, i18n } = useTranslation();
  const name = pupilName(pupil);
  const assignment = pupil.student?.studentPreferences?.assignment;
  const labels = pupil.student?._labels ?? {};
  const level = assignment?.level ? labels.levels?.[assignment.level] : undefined;
  const schools = (assignment?.establishments ?? []).map((id) => labels.establishments?.[id]).filter((label): label is string => Boolean(label));
  const slot = pupil.weeklySlot;
  const headingId = `pupil-${pupil.pairId}`;
  return (
    <li className="card pupil-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <dl className="pupil-facts">
        <div>
          <dt>{t('familyPupils.level')}</dt>
          <dd>{level ?? t('familyPupils.notGiven')}</dd>
        </div>
        <div>
          <dt>{t('familyPupils.establishment')}</dt>
          <dd>{schools.length > 0 ? schools.join(', ') : t('familyPupils.notGiven')}</dd>
        </div>
        {slot && (
          <div>
            <dt>{t('familyPupils.slot')}</dt>
            <dd>{t('familyPupils.slotValue', { day: t(`enums.weekday.${slot.dayOfTheWeek}`).toLowerCase(), start: slot.startTime, end: slot.endTime })}</dd>
          </div>
        )}
        <div>
          <dt>{t('familyPupils.next')}</dt>
          <dd>
            {pupil.next ? (
              <Link to={`/session/${pupil.next.id}`}>
                {inLanguage(inParis(pupil.next.startDate), i18n.language).format('dddd D MMMM')} · {timeRange(pupil.next)}
              </Link>
            ) : (
              t('familyPupils.noNext')
            )}
          </dd>
        </div>
      </dl>
      <p className="actions">
        <Link to={`/tutor/reports`}>{t('familyPupils.reports')}</Link>
      </p>
    </li>
  );
}
