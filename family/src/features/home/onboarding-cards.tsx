import './home-words.ts';
import { Link } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fileCompleteness,
  missingForMatching,
  onboardingStatuses,
  onboardingSteps,
  prospectTodoOf,
  tutorFileCompleteness,
  type TutorFileFacts,
  type pairs,
  type ReadRecord,
  type ReferenceLabels,
} from '@binome/schema';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { HomeCard } from './home-card.tsx';
import { missingFileItems, onboardingProgress } from './home-cards.ts';
import { useOwnDocuments } from '../documents/documents-data.ts';
import { AttestationStepCard, isAttestationTodo } from './attestation-step-card.tsx';

type TutorRecord = TutorFileFacts & { onBoardingStep?: number };

/**
 * The tutor's (or tutor lead's) own record, read once: the registration path (section 4's step and what to do
 * next), the file's completeness with what is missing and where to fix it, and the students matched.
 */
export function OnboardingCards({ userId, prospect, withFile, withStudents }: { userId: string; prospect: boolean; withFile: boolean; withStudents: boolean }) {
  const { t } = useTranslation();
  const record = useQuery({
    queryKey: [prospect ? 'prospects' : 'tutors', userId],
    queryFn: () =>
      (prospect
        ? unwrap(api.GET('/prospects/{id}', { params: { path: { id: userId } } }))
        : unwrap(api.GET('/tutors/{id}', { params: { path: { id: userId } } }))) as Promise<TutorRecord>,
  });
  // Asked with the record, not once it came: the students card needs only the person's id (issue 29's waterfall).
  const pairs = useMatchedPairs(userId, withStudents);
  return (
    <RequestState query={record}>
      {(tutor) => (
        <>
          {!prospect && <MatchingNeedsCard tutor={tutor} />}
          {prospect ? <ProspectCards step={tutor.onBoardingStep} /> : <OnboardingCard step={tutor.onBoardingStep} />}
          {withFile && (
            <HomeCard id="file" title={t('familyFrame.home.file.title')}>
              <FileCompleteness tutor={tutor} />
            </HomeCard>
          )}
          {withStudents && <MatchedStudentsCard pairs={pairs} capacity={tutor.tutorPreferences?.assignment?.numberOfStudentsToSupport} />}
        </>
      )}
    </RequestState>
  );
}

/**
 * A prospect lead's path, then what they must still do (the schema's `prospectTodoOf`): once the quiz is done, the
 * attestation comes first, as the card that leads to it; "the team is reviewing your file" only once it is sent.
 */
function ProspectCards({ step }: { step: number | undefined }) {
  const documents = useOwnDocuments();
  return (
    <RequestState query={documents}>
      {(rows) => {
        const todo = prospectTodoOf(step, rows);
        if (!isAttestationTodo(todo)) return <OnboardingCard step={step} />;
        const todoKey =
          todo.kind === 'sendAttestation' || todo.kind === 'resendAttestation'
            ? 'attestation'
            : todo.kind === 'awaitValidation'
              ? 'attestationAccepted'
              : undefined;
        return (
          <>
            <AttestationStepCard todo={todo} />
            <OnboardingCard step={step} todoKey={todoKey} />
          </>
        );
      }}
    </RequestState>
  );
}

function OnboardingCard({ step, todoKey }: { step: unknown; todoKey?: string | undefined }) {
  const { t } = useTranslation();
  const progress = onboardingProgress(step);
  return (
    <HomeCard id="onboarding" title={t('familyFrame.home.onboarding.title')}>
      <p>
        <StatusTag enumeration={onboardingStatuses} value={progress.status} />
      </p>
      <dl className="facts">
        <dt>{t('familyFrame.home.onboarding.current')}</dt>
        <dd>{t(onboardingSteps.labelKey(progress.step))}</dd>
        {progress.next !== undefined && (
          <>
            <dt>{t('familyFrame.home.onboarding.next')}</dt>
            <dd>{t(onboardingSteps.labelKey(progress.next))}</dd>
          </>
        )}
      </dl>
      <p>{t(`familyFrame.home.onboarding.todo.${todoKey ?? progress.step}`)}</p>
      {progress.actionPath && (
        <Link className="button primary" to={progress.actionPath}>
          {t('familyFrame.home.onboarding.goTo')}
        </Link>
      )}
    </HomeCard>
  );
}

/**
 * A tutor just validated has given none of what matching needs: first on their home, what is missing and the one
 * page where they give it, until they do (walk R-5).
 */
function MatchingNeedsCard({ tutor }: { tutor: TutorFileFacts }) {
  const { t } = useTranslation();
  const missing = missingForMatching(tutor);
  if (missing.length === 0) return null;
  return (
    <HomeCard id="matching-needs" title={t('familyFrame.home.matchingNeeds.title')}>
      <p>{t('familyFrame.home.matchingNeeds.intro')}</p>
      <ul className="missing-items">
        {missing.map((item) => (
          <li key={item}>{t(`familyFrame.home.file.items.${item}`)}</li>
        ))}
      </ul>
      <Link className="button primary" to="/tutor/preferences">
        {t('familyFrame.home.matchingNeeds.action')}
      </Link>
    </HomeCard>
  );
}

function FileCompleteness({ tutor }: { tutor: TutorFileFacts }) {
  const { t } = useTranslation();
  const missing = missingFileItems(tutor);
  return (
    <>
      <p>
        <StatusTag enumeration={fileCompleteness} value={tutorFileCompleteness(tutor)} />
      </p>
      {missing.length > 0 && (
        <>
          <p>{t('familyFrame.home.file.missing')}</p>
          <ul className="missing-items">
            {missing.map((item) => (
              <li key={item.key}>
                {item.path ? <Link to={item.path}>{t(`familyFrame.home.file.items.${item.key}`)}</Link> : t(`familyFrame.home.file.items.${item.key}`)}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

type PairRow = ReadRecord<typeof pairs> & { _labels?: ReferenceLabels };

/** The tutor's active pairs (the students card), asked only when the card is shown. */
function useMatchedPairs(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['pairs', { tutorId: userId, status: 'active' }],
    queryFn: () => unwrap(api.GET('/pairs', { params: { query: { tutorId: [userId], status: ['active'], _end: 100 } } })) as Promise<PairRow[]>,
    enabled,
  });
}

function MatchedStudentsCard({ pairs, capacity }: { pairs: UseQueryResult<PairRow[]>; capacity?: number | undefined }) {
  const { t } = useTranslation();
  return (
    <HomeCard id="students" title={t('familyFrame.home.students.title')}>
      <RequestState query={pairs}>
        {(rows) => {
          const names = rows
            .map((pair) => (pair.studentId ? pair._labels?.students?.[pair.studentId] : undefined))
            .filter((name): name is string => Boolean(name));
          return (
            <>
              <p className="figure">
                {capacity && capacity > 0
                  ? t('familyFrame.home.students.count', { matched: rows.length, capacity })
                  : t('familyFrame.home.students.noCapacity', { matched: rows.length })}
              </p>
              {rows.length === 0 ? (
                <p className="muted">{t('familyFrame.home.students.empty')}</p>
              ) : (
                names.length > 0 && (
                  <ul>
                    {names.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                )
              )}
            </>
          );
        }}
      </RequestState>
      <Link className="button" to="/tutor/students">
        {t('familyFrame.home.students.see')}
      </Link>
    </HomeCard>
  );
}
