import './onboarding-words.ts';
import './onboarding.css';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds between two heartbeats while the video plays (also sent on pause and at the end). */
const HEARTBEAT_SECONDS = 5;
/** How far back the back button goes. */
const BACK_SECONDS = 10;

/** What the server counts as watched of a video. */
export interface WatchCount {
  watchedSeconds: number;
  watched: boolean;
}

/**
 * A video with play, pause and back only, for the onboarding's video and the training path's: the browser keeps
 * the viewer from seeking forward, but the server decides. Each heartbeat tells it the position; what it answers
 * (`count`) is what the page shows and what its Next or Done button waits for.
 */
export function WatchedVideo({
  url,
  durationSeconds,
  count,
  heartbeat,
  onCount,
}: {
  url: string;
  durationSeconds: number;
  count: WatchCount;
  heartbeat: (position: number) => Promise<WatchCount>;
  onCount: (count: WatchCount) => void;
}) {
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement>(null);
  // The furthest point reached by playing: seeking beyond it is undone.
  const furthest = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);

  const beat = async () => {
    const player = element.current;
    if (!player) return;
    try {
      onCount(await heartbeat(player.currentTime));
    } catch {
      // A lost heartbeat only delays what is counted; the next one carries on.
    }
  };

  // The timer's beat reads the latest props without restarting the timer: it restarts only when playing starts or stops.
  const beatOnTimer = useEffectEvent(() => void beat());
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => beatOnTimer(), HEARTBEAT_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [playing]);

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
      <video
        ref={element}
        className="onboarding-video"
        src={url}
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
      <progress
        className="onboarding-progress"
        max={durationSeconds}
        value={Math.min(position, durationSeconds)}
        aria-label={t('familyOnboarding.video.position')}
      />
      <p className="actions">
        <button type="button" className="button" onClick={toggle}>
          {t(playing ? 'familyOnboarding.video.pause' : 'familyOnboarding.video.play')}
        </button>
        <button type="button" className="button" onClick={back}>
          {t('familyOnboarding.video.back')}
        </button>
      </p>
      <p className="muted" data-testid="watched-seconds">
        {t('familyOnboarding.video.progress', { watched: Math.floor(count.watchedSeconds), duration: durationSeconds })}
      </p>
    </>
  );
}
