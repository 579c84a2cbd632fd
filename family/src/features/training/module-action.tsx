import './training-words.ts';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, problemOf } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { Alert } from '../../components/alert.tsx';
import { WatchedVideo, type WatchCount } from '../onboarding/watched-video.tsx';
import { answersToSend, QuizQuestions, toggleChoice, type QuizAnswers, type ShownQuestion } from '../onboarding/quiz-questions.tsx';
import { useRefreshTrainingPath, type TrainingModule, type TrainingPath } from './training-data.ts';

/** What the tutor does with an open module (the next one, or one done they come back to), by its kind. */
export function ModuleAction({ module }: { module: TrainingModule }) {
  if (module.kind === 'video') return <VideoModule module={module} />;
  if (module.kind === 'quiz') return <QuizModule module={module} />;
  return <ReadModule module={module} />;
}

function useComplete(moduleId: string) {
  const refresh = useRefreshTrainingPath();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/training-path/modules/{moduleId}/complete', { params: { path: { moduleId } }, body: {} })) as Promise<TrainingPath>,
    onSuccess: (path) => refresh(path),
  });
}

function ErrorOf({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert kind="error">
      <p>{t(problemOf(error).message)}</p>
    </Alert>
  );
}

function VideoModule({ module }: { module: TrainingModule }) {
  const { t } = useTranslation();
  const complete = useComplete(module.id);
  const [count, setCount] = useState<WatchCount>({ watchedSeconds: module.watchedSeconds ?? 0, watched: module.state === 'done' });
  if (module.state === 'done') return null;
  const heartbeat = (position: number) =>
    unwrap(api.POST('/training-path/modules/{moduleId}/heartbeats', { params: { path: { moduleId: module.id } }, body: { position } }));
  return (
    <>
      <WatchedVideo url={module.url ?? ''} durationSeconds={module.durationSeconds ?? 0} count={count} heartbeat={heartbeat} onCount={setCount} />
      <p role="status">{t(count.watched ? 'familyTraining.videoWatched' : 'familyTraining.videoNotYet')}</p>
      <ErrorOf error={complete.error} />
      <p className="actions">
        <button type="button" className="button primary" disabled={!count.watched || complete.isPending} onClick={() => complete.mutate()}>
          {t('familyTraining.videoDone')}
        </button>
      </p>
    </>
  );
}

/** A document or a link: opened in a new tab, then confirmed (the server cannot see anyone read). */
function ReadModule({ module }: { module: TrainingModule }) {
  const { t } = useTranslation();
  const complete = useComplete(module.id);
  const [opened, setOpened] = useState(false);
  const isDocument = module.kind === 'document';
  return (
    <>
      <p className="actions">
        <a className="button" href={module.url} target="_blank" rel="noopener noreferrer" onClick={() => setOpened(true)}>
          {t(isDocument ? 'familyTraining.openDocument' : 'familyTraining.openLink')}
          <span className="visually-hidden"> {t('familyTraining.opensInNewTab')}</span>
        </a>
        {module.state === 'next' && (
          <button type="button" className="button primary" disabled={!opened || complete.isPending} onClick={() => complete.mutate()}>
            {t(isDocument ? 'familyTraining.confirmDocument' : 'familyTraining.confirmLink')}
          </button>
        )}
      </p>
      {module.state === 'next' && !opened && <p className="muted">{t('familyTraining.openFirst')}</p>}
      <ErrorOf error={complete.error} />
    </>
  );
}

interface QuizResult {
  score: number;
  passed: boolean;
  passMark: number;
}

/** A quiz module: its questions come without answers; the server scores them and, passed, marks the module done. */
function QuizModule({ module }: { module: TrainingModule }) {
  const { t } = useTranslation();
  const refresh = useRefreshTrainingPath();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [incomplete, setIncomplete] = useState(false);
  const [result, setResult] = useState<QuizResult | null>(null);
  const load = useMutation({
    mutationFn: () =>
      unwrap(api.GET('/training-path/modules/{moduleId}/quiz', { params: { path: { moduleId: module.id } } })) as Promise<{
        passMark: number;
        questions: ShownQuestion[];
      }>,
  });
  const submit = useMutation({
    mutationFn: (body: { answers: { questionId: string; choices: number[] }[] }) =>
      unwrap(api.POST('/training-path/modules/{moduleId}/quiz', { params: { path: { moduleId: module.id } }, body })) as Promise<QuizResult>,
    onSuccess: async (answer) => {
      setResult(answer);
      await refresh();
    },
  });

  if (module.state === 'done' && !load.data) return null;
  if (result) {
    return (
      <>
        <Alert kind={result.passed ? 'success' : 'info'}>
          <p role="status">
            {result.passed
              ? t('familyTraining.passed', { score: result.score })
              : t('familyTraining.failed', { score: result.score, passMark: result.passMark })}
          </p>
        </Alert>
        {!result.passed && (
          <p className="actions">
            <button
              type="button"
              className="button primary"
              onClick={() => {
                setAnswers({});
                setResult(null);
              }}
            >
              {t('familyTraining.retry')}
            </button>
          </p>
        )}
      </>
    );
  }
  if (!load.data) {
    return (
      <>
        <p className="muted">{t('familyTraining.quizIntro', { count: module.questionCount ?? 0, passMark: module.passMark ?? 0 })}</p>
        <ErrorOf error={load.error} />
        <p className="actions">
          <button type="button" className="button primary" disabled={load.isPending} onClick={() => load.mutate()}>
            {t('familyTraining.startQuiz')}
          </button>
        </p>
      </>
    );
  }
  const { questions } = load.data;
  const send = (event: FormEvent) => {
    event.preventDefault();
    const sent = answersToSend(questions, answers);
    setIncomplete(sent === null);
    if (sent) submit.mutate({ answers: sent });
  };
  return (
    <form onSubmit={send} noValidate>
      <QuizQuestions
        questions={questions}
        answers={answers}
        onToggle={(questionId, choice) => setAnswers((current) => toggleChoice(current, questionId, choice))}
      />
      {incomplete && (
        <Alert kind="error">
          <p>{t('familyOnboarding.quiz.unanswered')}</p>
        </Alert>
      )}
      <ErrorOf error={submit.error} />
      <p className="actions">
        <button type="submit" className="button primary" disabled={submit.isPending}>
          {t('familyTraining.submitQuiz')}
        </button>
      </p>
    </form>
  );
}
