import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceConstraint, levelOf, mediaFailureOf, type MediaFailure } from './media-devices.ts';

/** Where the test stands: not started, asking, running, stopped by the person, or why it could not run or stop. */
export type EquipmentPhase = 'idle' | 'starting' | 'ready' | 'stopped' | 'stopFailed' | MediaFailure;

/** How often the level meter reads the microphone: often enough to follow a voice, rarely enough to stay light. */
const LEVEL_INTERVAL_MS = 100;

/** Whether this browser lets a page choose the speaker (Chromium, Firefox; not Safari). */
export const CAN_CHOOSE_SPEAKER = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

interface LiveMedia {
  stream?: MediaStream;
  context?: AudioContext;
  timer?: ReturnType<typeof setInterval>;
}

/**
 * The camera and microphone test: one stream from the chosen devices, a level read from an AnalyserNode, and
 * everything released (tracks stopped, AudioContext closed) when the test stops, when a device is changed and when
 * the page is left.
 */
export function useEquipmentTest(onReleaseFailedAtExit: () => void) {
  const [phase, setPhase] = useState<EquipmentPhase>('idle');
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(undefined);
  const [microphoneId, setMicrophoneId] = useState<string | undefined>(undefined);
  const [speakerId, setSpeakerId] = useState<string | undefined>(undefined);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [level, setLevel] = useState(0);
  const live = useRef<LiveMedia>({});
  // Each start has a number: a start overtaken by a newer one (a device changed meanwhile) releases what it got.
  const generation = useRef(0);

  /** Stops every track and closes the AudioContext. Answers false when the browser refused to. */
  const release = useCallback(async (): Promise<boolean> => {
    const current = live.current;
    live.current = {};
    if (current.timer !== undefined) clearInterval(current.timer);
    try {
      for (const track of current.stream?.getTracks() ?? []) track.stop();
      if (current.context && current.context.state !== 'closed') await current.context.close();
      return true;
    } catch {
      return false;
    }
  }, []);

  const refreshDevices = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    setDevices(await navigator.mediaDevices.enumerateDevices());
  }, []);

  const start = useCallback(
    async (choice: { cameraId?: string | undefined; microphoneId?: string | undefined } = {}) => {
      const mine = ++generation.current;
      if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') return setPhase('unsupported');
      await release();
      setStream(null);
      setLevel(0);
      setPhase('starting');
      let next: MediaStream | undefined;
      try {
        next = await navigator.mediaDevices.getUserMedia({ video: deviceConstraint(choice.cameraId), audio: deviceConstraint(choice.microphoneId) });
        if (mine !== generation.current) {
          for (const track of next.getTracks()) track.stop();
          return;
        }
        const context = new AudioContext();
        // Started from the person's click, the context may still begin suspended in some browsers.
        await context.resume().catch(() => undefined);
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(next).connect(analyser);
        const samples = new Float32Array(analyser.fftSize);
        const timer = setInterval(() => {
          analyser.getFloatTimeDomainData(samples);
          setLevel(levelOf(samples));
        }, LEVEL_INTERVAL_MS);
        live.current = { stream: next, context, timer };
        setStream(next);
        // The devices the browser took when none was chosen (its defaults), so that the selects show them.
        setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? choice.cameraId);
        setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? choice.microphoneId);
        setPhase('ready');
        // Names come only once access is allowed.
        await refreshDevices();
      } catch (error) {
        if (mine !== generation.current) return;
        for (const track of next?.getTracks() ?? []) track.stop();
        await release();
        setStream(null);
        setPhase(mediaFailureOf(error));
        await refreshDevices().catch(() => undefined);
      }
    },
    [release, refreshDevices],
  );

  const stop = useCallback(async () => {
    generation.current += 1;
    const released = await release();
    setStream(null);
    setLevel(0);
    setPhase(released ? 'stopped' : 'stopFailed');
  }, [release]);

  const chooseCamera = (id: string) => {
    setCameraId(id);
    if (phase === 'ready') void start({ cameraId: id, microphoneId });
  };
  const chooseMicrophone = (id: string) => {
    setMicrophoneId(id);
    if (phase === 'ready') void start({ cameraId, microphoneId: id });
  };

  // Leaving the page (another screen, another site, closing the tab) releases the camera and the microphone.
  const onFailure = useRef(onReleaseFailedAtExit);
  onFailure.current = onReleaseFailedAtExit;
  useEffect(() => {
    const leave = () => {
      generation.current += 1;
      void release().then((released) => {
        if (!released) onFailure.current();
      });
    };
    window.addEventListener('pagehide', leave);
    const devicesChanged = () => void refreshDevices();
    navigator.mediaDevices?.addEventListener?.('devicechange', devicesChanged);
    return () => {
      window.removeEventListener('pagehide', leave);
      navigator.mediaDevices?.removeEventListener?.('devicechange', devicesChanged);
      leave();
    };
  }, [release, refreshDevices]);

  return {
    phase,
    devices,
    cameraId,
    microphoneId,
    speakerId,
    setSpeakerId,
    stream,
    level,
    start: () => start({ cameraId, microphoneId }),
    stop,
    chooseCamera,
    chooseMicrophone,
  };
}

/** Length of the test sound. */
const TONE_SECONDS = 1;

/**
 * A one-second tone (A4, 440 Hz) made on the spot by an OscillatorNode: nothing to download. With a chosen speaker
 * it plays through an audio element sent to that device (`setSinkId`); otherwise on the default output.
 */
export async function playTestSound(speakerId: string | undefined): Promise<void> {
  const context = new AudioContext();
  await context.resume().catch(() => undefined);
  const oscillator = context.createOscillator();
  oscillator.frequency.value = 440;
  const gain = context.createGain();
  const now = context.currentTime;
  // A soft attack and release: no click at the start or the end.
  gain.gain.setValueAtTime(0.0001, now);
  gain.gain.exponentialRampToValueAtTime(0.3, now + 0.05);
  gain.gain.exponentialRampToValueAtTime(0.0001, now + TONE_SECONDS);
  oscillator.connect(gain);
  let element: HTMLAudioElement | undefined;
  if (CAN_CHOOSE_SPEAKER && speakerId) {
    const destination = context.createMediaStreamDestination();
    gain.connect(destination);
    element = new Audio();
    element.srcObject = destination.stream;
    await (element as HTMLAudioElement & { setSinkId(id: string): Promise<void> }).setSinkId(speakerId);
    await element.play();
  } else {
    gain.connect(context.destination);
  }
  await new Promise<void>((resolve) => {
    oscillator.onended = () => resolve();
    oscillator.start(now);
    oscillator.stop(now + TONE_SECONDS);
  });
  if (element) {
    element.pause();
    element.srcObject = null;
  }
  await context.close();
}
