import './training-words.ts';
import './training.css';
import { useTranslation } from 'react-i18next';
import { parisDate, trainingModuleStates } from '@binome/schema';
import { RequestState } from '../../data/request-state.tsx';
import { Alert } from '../../components/alert.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { useTrainingPath, type TrainingModule } from './training-data.ts';
import { ModuleAction } from './module-action.tsx';

/** The module states in the family's own words (the shared catalogs carry only the staff's enumeration labels). */
const STATE_TAG = { tones: trainingModuleStates.tones, labelKey: (value: string) => `familyTraining.state.${value}` };

/**
 * /tutor/training-path: the modules in the administrators' order, the next one open and highlighted, those after it
 * shown but closed. What is done is the server's record: a video watched on its clock, a quiz passed on its scoring.
 */
export function TrainingPathPage() {
  const { t } = useTranslation();
  const path = useTrainingPath();
  return (
    <section className="card training-page" aria-labelledby="training-title">
      <h1 id="training-title">{t('familyTraining.title')}</h1>
      <p className="muted">{t('familyTraining.intro')}</p>
      <RequestState query={path} isEmpty={(answer) => answer.total === 0} empty={<p>{t('familyTraining.empty')}</p>}>
        {(answer) => (
          <>
            <p className="figure" data-testid="training-progress">
              {t('familyTraining.progress', { done: answer.done, total: answer.total })}
            </p>
            <progress className="training-progress" max={answer.total} value={answer.done} aria-label={t('familyTraining.progressLabel')} />
            {answer.complete && (
              <Alert kind="success">
                <p>{t('familyTraining.complete')}</p>
              </Alert>
            )}
            <ol className="training-modules">
              {answer.modules.map((module, index) => (
                <ModuleItem key={module.id} module={module} number={index + 1} />
              ))}
            </ol>
          </>
        )}
      </RequestState>
    </section>
  );
}

function ModuleItem({ module, number }: { module: TrainingModule; number: number }) {
  const { t } = useTranslation();
  return (
    <li className="training-module" data-state={module.state} data-module-id={module.id} aria-current={module.state === 'next' ? 'step' : undefined}>
      <header>
        <h2>
          {t('familyTraining.moduleNumber', { number })} · {module.title}
        </h2>
        <span>
          <span className="muted">{t(`familyTraining.kind.${module.kind}`)}</span> <StatusTag enumeration={STATE_TAG} value={module.state} />
        </span>
      </header>
      {module.description && <p>{module.description}</p>}
      {module.completedAt && <p className="muted">{t('familyTraining.doneOn', { date: parisDate(module.completedAt) })}</p>}
      {module.kind === 'quiz' && module.score !== null && <p className="muted">{t('familyTraining.bestScore', { score: module.score })}</p>}
      {module.state === 'locked' ? <p className="muted">{t('familyTraining.lockedHint')}</p> : <ModuleAction module={module} />}
    </li>
  );
}
