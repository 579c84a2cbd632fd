import './home-words.ts';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { userStatuses, type Role } from '@binome/schema';
import { useSession } from '../../session/session.tsx';
import { StatusTag } from '../../components/status-tag.tsx';
import { Loading } from '../../components/loading.tsx';
import { LoadsTogether } from '../../components/loads-together.tsx';
import { homeCardsFor, fullNameOf } from './home-cards.ts';
import { NextSessionCard } from '../sessions/next-session-card.tsx';
import { ROLE_PATH_SEGMENT } from '@binome/schema';
import { OnboardingCards } from './onboarding-cards.tsx';
import { ChildrenCard } from './children-card.tsx';
import { StudentTutorsCard } from './student-tutors-card.tsx';
import { ParentProspectCard } from './parent-prospect-card.tsx';
import { AutomaticMatchingCard, HeldHoursCard, ReportsToWriteCard, TrainingPathCard } from './home-lazy-cards.ts';

/** The home of each family role (`/`): the person's own summary, card by card (`homeCardsFor`). */
export function HomePage() {
  const { t } = useTranslation();
  const { session } = useSession();
  // /family is public (section 2) but has nothing of its own for a visitor: the families' way in is signing in.
  if (!session) return <Navigate to="/login" replace />;
  const role = session.role as Role;
  const userId = session.user.userId;
  return (
    <div className="home">
      <header className="home-header">
        <h1 id="home-title">{t('familyFrame.home.welcome', { name: fullNameOf(session.user) })}</h1>
        {session.user.status && (
          <p>
            {t('familyFrame.home.accountStatus')} : <StatusTag enumeration={userStatuses} value={String(session.user.status)} />
          </p>
        )}
      </header>
      {/* The cards load each on its own (code and data): drawn as they came, a late one pushed the others down. */}
      <LoadsTogether className="home-cards">{homeCards(role, userId)}</LoadsTogether>
    </div>
  );
}

function homeCards(role: Role, userId: string) {
  const cards = homeCardsFor(role);
  const shown = [];
  // The tutor's three onboarding-related cards read one record: they come as one component.
  if (cards.includes('onboarding'))
    shown.push(
      <OnboardingCards
        key="onboarding"
        userId={userId}
        prospect={role === 'prospectLead'}
        withFile={cards.includes('file')}
        withStudents={cards.includes('students')}
      />,
    );
  if (cards.includes('automaticMatching'))
    shown.push(
      <Suspense key="automaticMatching" fallback={<Loading />}>
        <AutomaticMatchingCard />
      </Suspense>,
    );
  if (cards.includes('trainingPath'))
    shown.push(
      <Suspense key="trainingPath" fallback={<Loading />}>
        <TrainingPathCard />
      </Suspense>,
    );
  if (cards.includes('heldHours'))
    shown.push(
      <Suspense key="heldHours" fallback={<Loading />}>
        <HeldHoursCard />
      </Suspense>,
    );
  if (cards.includes('children')) shown.push(<ChildrenCard key="children" />);
  if (cards.includes('tutors')) shown.push(<StudentTutorsCard key="tutors" userId={userId} />);
  if (cards.includes('parentProspect')) shown.push(<ParentProspectCard key="parentProspect" userId={userId} />);
  if (cards.includes('nextSession'))
    shown.push(<NextSessionCard key="nextSession" calendarPath={`/${(ROLE_PATH_SEGMENT as Record<string, string>)[role] ?? role}/sessions`} />);
  if (cards.includes('reportsToWrite'))
    shown.push(
      <Suspense key="reportsToWrite" fallback={<Loading />}>
        <ReportsToWriteCard />
      </Suspense>,
    );
  return shown;
}
