import { stringifyTableParams } from '@refinedev/core';
import { Navigate } from 'react-router';
import { getResource, PAGE_SIZES, screenPath, type OnboardingAudience } from '@binome/schema';

/**
 * The administrator's pages /tutorQuiz, /parentQuiz, /tutorVideo and /parentVideo (section 2): the list of quiz
 * questions or training videos of one audience, where they are managed with the generic screens.
 */
export function AudienceListPage({ resource, audience }: { resource: 'quizQuestions' | 'trainingVideos'; audience: OnboardingAudience }) {
  const query = stringifyTableParams({
    pagination: { currentPage: 1, pageSize: PAGE_SIZES[0] },
    sorters: [],
    filters: [{ field: 'audience', operator: 'eq', value: audience }],
  });
  return <Navigate replace to={`${screenPath(getResource(resource), 'list')}?${query}`} />;
}

export const TutorQuizPage = () => <AudienceListPage resource="quizQuestions" audience="tutor" />;
export const ParentQuizPage = () => <AudienceListPage resource="quizQuestions" audience="parent" />;
export const TutorVideoPage = () => <AudienceListPage resource="trainingVideos" audience="tutor" />;
export const ParentVideoPage = () => <AudienceListPage resource="trainingVideos" audience="parent" />;
