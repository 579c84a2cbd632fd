import './onboarding-words.ts';
import './onboarding.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, problemOf } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { Alert } from '../../components/alert.tsx';
import { WatchedVideo, type WatchCount } from './watched-video.tsx';
import { ONBOARDING_KEY, ONBOARDING_PAGES, useOnboarding, type OnboardingState } from './onboarding-data.ts';

/**
 * /tutorVideo and /parent/video: the training video with play, pause and back only. The browser keeps the viewer
 * from seeking forward, but the server decides: it counts what the heartbeats show watched on its own clock, and
 * Next is enabled only once it says the whole video was.
 */
export function VideoPage() {
  const { t } = useTranslation();
  const state = useOnboarding();
  return (
    <section className="card onboarding-page" aria-labelledby="video-title">
      <h1 id="video-title">{t('familyOnboarding.video.title')}</h1>
      <RequestState query={state}>{(onboarding) => <VideoStep onboarding={onboarding} />}</RequestState>
    </section>
  );
}

function VideoStep({ onboarding }: { onboarding: OnboardingState }) {
  const { t } = useTranslation();
  const pages = ONBOARDING_PAGES[onboarding.audience];
  if (onboarding.step !== 2) {
    const after = onboarding.step !== null && onboarding.step > 2;
    return (
      <>
        <p>{t(after ? 'familyOnboarding.video.done' : 'familyOnboarding.video.notYetStep')}</p>
        <p className="actions">
          <Link className="button primary" to={onboarding.step === 3 ? pages.quiz : '/'}>
            {t(onboarding.step === 3 ? 'familyOnboarding.video.next' : 'familyOnboarding.quiz.goHome')}
          </Link>
        </p>
      </>
    );
  }
  if (!onboarding.video) return <p>{t('familyOnboarding.video.none')}</p>;
  return <Player video={onboarding.video} quizPath={pages.quiz} />;
}

function Player({ video, quizPath }: { video: NonNullable<OnboardingState['video']>; quizPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [counted, setCounted] = useState<WatchCount>({ watchedSeconds: video.watchedSeconds, watched: video.watched });
  const heartbeat = (position: number) => unwrap(api.POST('/onboarding/video/heartbeats', { body: { videoId: video.id, position } }));

  const next = useMutation({
    mutationFn: () => unwrap(api.POST('/onboarding/video/complete', { body: {} })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
      await navigate(quizPath);
    },
  });

  return (
    <>
      <p className="muted">{t('familyOnboarding.video.intro')}</p>
      <WatchedVideo url={video.url} durationSeconds={video.durationSeconds} count={counted} heartbeat={heartbeat} onCount={setCounted} />
      <p role="status">{t(counted.watched ? 'familyOnboarding.video.watched' : 'familyOnboarding.video.notYet')}</p>
      {next.isError && (
        <Alert kind="error">
          <p>{t(problemOf(next.error).message)}</p>
        </Alert>
      )}
      <p className="actions">
        <button type="button" className="button primary" disabled={!counted.watched || next.isPending} onClick={() => next.mutate()}>
          {t('familyOnboarding.video.next')}
        </button>
      </p>
    </>
  );
}
