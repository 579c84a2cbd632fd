/**
 * What the server makes of a video's heartbeats: the intervals of the video really watched, from positions it was
 * told and the time it saw pass on its own clock. The browser's word is never enough: a position counts only as far
 * as the wall time since the previous heartbeat allows (plus a little slack for the network), so a jump forward, a
 * faster playback or a made-up position covers nothing.
 */
export interface WatchProgress {
  /** Watched intervals in seconds, sorted and merged. */
  intervals: [number, number][];
  /** The previous heartbeat: its position (seconds) and the server's time (ms). */
  lastPosition?: number;
  lastAt?: number;
}

/**
 * Slack per heartbeat for a request's travel and the player's own steps: a quarter of the time elapsed, at most
 * 2 seconds. Proportional, so that many heartbeats in quick succession cannot add slack up to a faster playback.
 */
export const WATCH_SLACK_SECONDS = 2;
export const WATCH_SLACK_SHARE = 0.25;
/** A video counts as watched when at most this many seconds of it were not covered (the end's last frame). */
export const WATCH_END_TOLERANCE_SECONDS = 1;
/** Intervals kept at most: someone who seeks back and forth a thousand times still fits in a record. */
export const MAX_WATCH_INTERVALS = 100;

export type HeartbeatOutcome = 'covered' | 'start' | 'back' | 'jump';

/** Merges intervals that overlap or touch (or lie within `gap` seconds: never for counting, or gaps would add up). */
export function mergeIntervals(intervals: readonly [number, number][], gap = 0): [number, number][] {
  const sorted = intervals.map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + gap) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by the intervals. */
export function coveredSeconds(intervals: readonly [number, number][]): number {
  return mergeIntervals(intervals, 0).reduce((sum, [start, end]) => sum + (end - start), 0);
}

export function watchedToTheEnd(progress: WatchProgress, durationSeconds: number): boolean {
  return coveredSeconds(progress.intervals) >= durationSeconds - WATCH_END_TOLERANCE_SECONDS;
}

/**
 * One heartbeat at `position` (seconds into a video of `durationSeconds`), seen by the server at `at` (ms). From the
 * previous heartbeat, forward by no more than the wall time elapsed (and the slack) covers the way between; going
 * back only moves the starting point; a jump forward covers nothing and restarts from where it landed.
 */
export function recordHeartbeat(
  progress: WatchProgress,
  position: number,
  at: number,
  durationSeconds: number,
): { progress: WatchProgress; outcome: HeartbeatOutcome } {
  const here = Math.min(Math.max(position, 0), durationSeconds);
  const base = { intervals: progress.intervals, lastPosition: here, lastAt: at };
  if (progress.lastPosition === undefined || progress.lastAt === undefined || at < progress.lastAt) return { progress: base, outcome: 'start' };
  const from = progress.lastPosition;
  if (here < from) return { progress: base, outcome: 'back' };
  const elapsed = (at - progress.lastAt) / 1000;
  if (here - from > elapsed + Math.min(WATCH_SLACK_SECONDS, elapsed * WATCH_SLACK_SHARE)) return { progress: base, outcome: 'jump' };
  if (here === from) return { progress: base, outcome: 'covered' };
  let intervals = mergeIntervals([...progress.intervals, [from, here]]);
  // Bounded: past the limit the oldest separate pieces are dropped (the person simply watches them again).
  if (intervals.length > MAX_WATCH_INTERVALS) intervals = intervals.slice(intervals.length - MAX_WATCH_INTERVALS);
  return { progress: { ...base, intervals }, outcome: 'covered' };
}
