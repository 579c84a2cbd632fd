import './training-words.ts';
import './training.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequestState } from '../../data/request-state.tsx';
import { HomeCard } from '../home/home-card.tsx';
import { useTrainingPath } from './training-data.ts';

/** The tutor's home: how far along the training path they are, and the next module to do. */
export default function TrainingPathCard() {
  const { t } = useTranslation();
  const path = useTrainingPath();
  return (
    <HomeCard id="training-path" slot="training-path" title={t('familyTraining.title')}>
      <RequestState query={path} isEmpty={(answer) => answer.total === 0} empty={<p className="muted">{t('familyTraining.empty')}</p>}>
        {(answer) => {
          const next = answer.modules.find((module) => module.id === answer.nextModuleId);
          return (
            <>
              <p className="figure">{t('familyTraining.progress', { done: answer.done, total: answer.total })}</p>
              <progress className="training-progress" max={answer.total} value={answer.done} aria-label={t('familyTraining.progressLabel')} />
              {answer.complete ? <p>{t('familyTraining.complete')}</p> : next && <p>{t('familyTraining.home.next', { title: next.title })}</p>}
              <p className="actions">
                <Link className={answer.complete ? 'button' : 'button primary'} to="/tutor/training-path">
                  {t(answer.complete ? 'familyTraining.home.see' : 'familyTraining.home.open')}
                </Link>
              </p>
            </>
          );
        }}
      </RequestState>
    </HomeCard>
  );
}
