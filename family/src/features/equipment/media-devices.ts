/** Pure helpers of the equipment tester: what the browser's media APIs answer, turned into what the page shows. */

export type DeviceKind = 'videoinput' | 'audioinput' | 'audiooutput';

export interface DeviceOption {
  id: string;
  label: string;
}

/**
 * The devices of one kind as options of a select. Before the person allows access, browsers give no labels (and
 * sometimes one device without id): those are numbered ("Caméra 1") rather than left blank.
 */
export function deviceOptions(
  devices: readonly Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[],
  kind: DeviceKind,
  unnamed: (number: number) => string,
): DeviceOption[] {
  const seen = new Set<string>();
  const options: DeviceOption[] = [];
  for (const device of devices) {
    if (device.kind !== kind || seen.has(device.deviceId)) continue;
    seen.add(device.deviceId);
    options.push({ id: device.deviceId, label: device.label.trim() || unnamed(options.length + 1) });
  }
  return options;
}

/** Below this the room is silent: the meter shows 0. */
const FLOOR_DB = -60;

/**
 * The microphone level, 0 to 100, from one window of samples (-1..1) of an AnalyserNode: the loudness (RMS) in
 * decibels, from silence at -60 dB to full scale at 0 dB. Decibels follow what the ear hears better than the raw
 * amplitude, so speaking at a normal distance moves the bar well past its middle.
 */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += samples[index]! * samples[index]!;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((decibels - FLOOR_DB) / -FLOOR_DB) * 100)));
}

export type MediaFailure = 'denied' | 'notFound' | 'inUse' | 'unsupported' | 'failed';

/** What went wrong with `getUserMedia`, from the DOMException's name (the same names in every browser). */
export function mediaFailureOf(error: unknown): MediaFailure {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'inUse';
  if (name === 'TypeError') return 'unsupported';
  return 'failed';
}

/** The constraint for one chosen device, or any device of the kind when none is chosen yet. */
export function deviceConstraint(deviceId: string | undefined): MediaTrackConstraints | boolean {
  return deviceId ? { deviceId: { exact: deviceId } } : true;
}
