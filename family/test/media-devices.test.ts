import { describe, expect, it } from 'vitest';
import { deviceConstraint, deviceOptions, levelOf, mediaFailureOf } from '../src/features/equipment/media-devices.ts';

describe('the equipment tester helpers', () => {
  it('numbers the devices the browser does not name yet, and keeps each device once', () => {
    const devices = [
      { deviceId: 'a', kind: 'videoinput' as const, label: '' },
      { deviceId: 'b', kind: 'audioinput' as const, label: 'Micro USB' },
      { deviceId: 'c', kind: 'videoinput' as const, label: 'Webcam HD' },
      { deviceId: 'c', kind: 'videoinput' as const, label: 'Webcam HD' },
    ];
    expect(deviceOptions(devices, 'videoinput', (n) => `Caméra ${n}`)).toEqual([
      { id: 'a', label: 'Caméra 1' },
      { id: 'c', label: 'Webcam HD' },
    ]);
    expect(deviceOptions(devices, 'audiooutput', (n) => `HP ${n}`)).toEqual([]);
  });

  it('gives 0 for silence and grows with the loudness, up to 100 at full scale', () => {
    expect(levelOf([])).toBe(0);
    expect(levelOf(new Float32Array(512))).toBe(0);
    const sine = (amplitude: number) => Float32Array.from({ length: 512 }, (_, index) => amplitude * Math.sin((index / 512) * 2 * Math.PI * 8));
    const quiet = levelOf(sine(0.01));
    const loud = levelOf(sine(0.5));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(Float32Array.from({ length: 512 }, () => 1))).toBe(100);
  });

  it('tells a refusal, a missing device and a busy one apart', () => {
    expect(mediaFailureOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(mediaFailureOf(new DOMException('none', 'NotFoundError'))).toBe('notFound');
    expect(mediaFailureOf(new DOMException('busy', 'NotReadableError'))).toBe('inUse');
    expect(mediaFailureOf(new TypeError('insecure'))).toBe('unsupported');
    expect(mediaFailureOf('strange')).toBe('failed');
  });

  it('asks for the chosen device exactly, or any device', () => {
    expect(deviceConstraint('abc')).toEqual({ deviceId: { exact: 'abc' } });
    expect(deviceConstraint(undefined)).toBe(true);
  });
});
