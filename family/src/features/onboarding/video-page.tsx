import './onboarding-words.ts';
import './onboarding.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, problemOf } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { RequestState } from '../../data/request-state.tsx';
import { Alert } from '../../components/alert.tsx';
import { ONBOARDING_KEY, ONBOARDING_PAGES, useOnboarding, type OnboardingState } from './onboarding-data.ts';

/** Seconds between two heartbeats while the video plays (also sent on pause and at the end). */
const HEARTBEAT_SECONDS = 5;
/** How far back the back button goes. */
const BACK_SECONDS = 10;

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
  const element = useRef<HTMLVideoElement>(null);
  // The furthest point reached by playing: seeking beyond it is undone.
  const furthest = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [counted, setCounted] = useState({ watchedSeconds: video.watchedSeconds, watched: video.watched });

  const beat = async () => {
    const player = element.current;
    if (!player) return;
    try {
      const answer = await unwrap(api.POST('/onboarding/video/heartbeats', { body: { videoId: video.id, position: player.currentTime } }));
      setCounted({ watchedSeconds: answer.watchedSeconds, watched: answer.watched });
    } catch {
      // A lost heartbeat only delays what is counted; the next one carries on.
    }
  };

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
    // `beat` reads the element through its ref: the timer restarts only when playing starts or stops.
  }, [playing]);

  const next = useMutation({
    mutationFn: () => unwrap(api.POST('/onboarding/video/complete', { body: {} })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
      await navigate(quizPath);
    },
  });

  const toggle = () => {
    const player = element.current;
    if (!player) return;
    if (player.paused) void player.play();
    else player.pause();
  };
  const back = () => {
    const player = element.current;
    if (player) player.currentTime = Math.max(0, player.currentTime - BACK_SECONDS);
  };

  return (
    <>
      <p className="muted">{t('familyOnboarding.video.intro')}</p>
      <video
        ref={element}
        className="onboarding-video"
        src={video.url}
        preload="auto"
        playsInline
        disablePictureInPicture
        controlsList="nodownload noplaybackrate"
        data-testid="onboarding-video"
        onPlay={() => {
          setPlaying(true);
          void beat();
        }}
        onPause={() => {
          setPlaying(false);
          void beat();
        }}
        onEnded={() => {
          setPlaying(false);
          void beat();
        }}
        onTimeUpdate={(event) => {
          const player = event.currentTarget;
          if (!player.seeking && player.currentTime <= furthest.current + 1) furthest.current = Math.max(furthest.current, player.currentTime);
          setPosition(player.currentTime);
        }}
        onSeeking={(event) => {
          const player = event.currentTarget;
          // Going back is allowed; forward only as far as already played.
          if (player.currentTime > furthest.current + 0.5) player.currentTime = furthest.current;
        }}
        onRateChange={(event) => {
          if (event.currentTarget.playbackRate !== 1) event.currentTarget.playbackRate = 1;
        }}
      >
        {t('familyOnboarding.video.unsupported')}
      </video>
      <progress className="onboarding-progress" max={video.durationSeconds} value={Math.min(position, video.durationSeconds)} aria-label={t('familyOnboarding.video.title')} />
      <p className="actions">
        <button type="button" className="button" onClick={toggle}>
          {t(playing ? 'familyOnboarding.video.pause' : 'familyOnboarding.video.play')}
        </button>
        <button type="button" className="button" onClick={back}>
          {t('familyOnboarding.video.back')}
        </button>
      </p>
      <p className="muted" data-testid="watched-seconds">
        {t('familyOnboarding.video.progress', { watched: Math.floor(counted.watchedSeconds), duration: video.durationSeconds })}
      </p>
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
