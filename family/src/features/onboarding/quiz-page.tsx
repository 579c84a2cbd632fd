import './onboarding-words.ts';
import './onboarding.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parisDate } from '@binome/schema';
import { api, problemOf } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { Alert } from '../../components/alert.tsx';
import type { components } from '../../api/openapi.d.ts';
import { answersToSend, QuizQuestions, toggleChoice, type QuizAnswers } from './quiz-questions.tsx';
import { ONBOARDING_KEY, ONBOARDING_PAGES, useOnboarding, type OnboardingState } from './onboarding-data.ts';

type Draw = components['schemas']['QuizDraw'];
type Result = components['schemas']['QuizResult'];

/**
 * /tutorQuiz and /parent/quiz: questions drawn by the server, answered here, scored there. The page never holds the
 * right answers: it sends the choices and shows the score the server gives back.
 */
export function QuizPage() {
  const { t } = useTranslation();
  const state = useOnboarding();
  return (
    <section className="card onboarding-page" aria-labelledby="quiz-title">
      <h1 id="quiz-title">{t('familyOnboarding.quiz.title')}</h1>
      <RequestState query={state}>{(onboarding) => <QuizStep onboarding={onboarding} />}</RequestState>
    </section>
  );
}

function HomeLink({ secondary = false }: { secondary?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="actions">
      <Link className={secondary ? 'button' : 'button primary'} to="/">
        {t('familyOnboarding.quiz.goHome')}
      </Link>
    </p>
  );
}

/** A future tutor's step after the quiz: staff validate nobody without the criminal-record attestation. */
function AttestationLink() {
  const { t } = useTranslation();
  return (
    <p className="actions">
      <Link className="button primary" to="/tutor/documents">
        {t('familyOnboarding.quiz.sendAttestation')}
      </Link>
    </p>
  );
}

function QuizStep({ onboarding }: { onboarding: OnboardingState }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<Result | null>(null);
  const { quiz } = onboarding;
  if (result) return <QuizResult result={result} passMark={quiz.passMark} tutor={onboarding.audience === 'tutor'} />;
  if (onboarding.step === 2 || onboarding.step === 1 || onboarding.step === null) {
    return (
      <>
        <p>{t('familyOnboarding.quiz.videoFirst')}</p>
        <p className="actions">
          <Link className="button primary" to={ONBOARDING_PAGES[onboarding.audience].video}>
            {t('familyOnboarding.quiz.toVideo')}
          </Link>
        </p>
      </>
    );
  }
  if (onboarding.step !== 3) {
    return (
      <>
        {/* A future tutor's home says what is left (the attestation, its review); a parent's, the team's review. */}
        <p>
          {t(
            onboarding.step === 6
              ? 'familyOnboarding.quiz.noAttemptLeft'
              : onboarding.audience === 'tutor'
                ? 'familyOnboarding.quiz.waitingTutor'
                : 'familyOnboarding.quiz.waiting',
          )}
        </p>
        <HomeLink />
      </>
    );
  }
  if (quiz.nextAttemptAt === null) {
    return (
      <>
        <p>{t('familyOnboarding.quiz.noAttemptLeft')}</p>
        <HomeLink />
      </>
    );
  }
  if (Date.parse(quiz.nextAttemptAt) > Date.now()) {
    return (
      <>
        <p>{t('familyOnboarding.quiz.retryAt', { date: parisDate(quiz.nextAttemptAt), count: quiz.maxAttempts - quiz.attemptsUsed })}</p>
        <HomeLink />
      </>
    );
  }
  return <QuizForm onboarding={onboarding} onResult={setResult} />;
}

function QuizForm({ onboarding, onResult }: { onboarding: OnboardingState; onResult: (result: Result) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { quiz } = onboarding;
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [incomplete, setIncomplete] = useState(false);
  const draw = useMutation({ mutationFn: () => unwrap(api.POST('/onboarding/quiz/draw', { body: {} })) as Promise<Draw> });
  const submit = useMutation({
    mutationFn: (body: { attemptId: string; answers: { questionId: string; choices: number[] }[] }) =>
      unwrap(api.POST('/onboarding/quiz/submit', { body })) as Promise<Result>,
    onSuccess: async (result) => {
      onResult(result);
      await queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
      await queryClient.invalidateQueries({ queryKey: ['prospects'] });
    },
  });

  if (!draw.data) {
    return (
      <>
        <p>
          {t('familyOnboarding.quiz.intro', { count: quiz.questionCount, passMark: quiz.passMark })}{' '}
          {t('familyOnboarding.quiz.attempts', { count: quiz.maxAttempts })}
        </p>
        {draw.isError && (
          <Alert kind="error">
            <p>{t(problemOf(draw.error).message)}</p>
          </Alert>
        )}
        <p className="actions">
          <button type="button" className="button primary" disabled={draw.isPending} onClick={() => draw.mutate()}>
            {t('familyOnboarding.quiz.start')}
          </button>
        </p>
      </>
    );
  }

  const questions = draw.data.questions;
  const toggle = (questionId: string, choice: number) => setAnswers((current) => toggleChoice(current, questionId, choice));
  const send = (event: FormEvent) => {
    event.preventDefault();
    const sent = answersToSend(questions, answers);
    setIncomplete(sent === null);
    if (sent) submit.mutate({ attemptId: draw.data.attemptId, answers: sent });
  };

  return (
    <form onSubmit={send} noValidate>
      <QuizQuestions questions={questions} answers={answers} onToggle={toggle} />
      {incomplete && (
        <Alert kind="error">
          <p>{t('familyOnboarding.quiz.unanswered')}</p>
        </Alert>
      )}
      {submit.isError && (
        <Alert kind="error">
          <p>{t(problemOf(submit.error).message)}</p>
        </Alert>
      )}
      <p className="actions">
        <button type="submit" className="button primary" disabled={submit.isPending}>
          {t('familyOnboarding.quiz.submit')}
        </button>
      </p>
    </form>
  );
}

function QuizResult({ result, passMark, tutor }: { result: Result; passMark: number; tutor: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {result.passed ? (
        <Alert kind="success">
          <p>{t(tutor ? 'familyOnboarding.quiz.passedTutor' : 'familyOnboarding.quiz.passed', { score: result.score })}</p>
        </Alert>
      ) : (
        <Alert kind="info">
          <p>{t('familyOnboarding.quiz.failed', { score: result.score, passMark })}</p>
          <p>
            {result.nextAttemptAt
              ? t('familyOnboarding.quiz.retryAt', { date: parisDate(result.nextAttemptAt), count: result.attemptsLeft })
              : t('familyOnboarding.quiz.noAttemptLeft')}
          </p>
        </Alert>
      )}
      {tutor && result.passed && <AttestationLink />}
      <HomeLink secondary={tutor && result.passed} />
    </>
  );
}
