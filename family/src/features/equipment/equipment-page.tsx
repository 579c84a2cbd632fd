import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert.tsx';
import { DeviceSelect } from './device-select.tsx';
import { LevelMeter } from './level-meter.tsx';
import { deviceOptions } from './media-devices.ts';
import { CAN_CHOOSE_SPEAKER, playTestSound, useEquipmentTest, type EquipmentPhase } from './use-equipment-test.ts';
import './equipment.css';

const STATUS_KEYS: Partial<Record<EquipmentPhase, string>> = {
  starting: 'family.equipment.starting',
  ready: 'family.equipment.ready',
  stopped: 'family.equipment.stopped',
};
const FAILURE_KEYS: Partial<Record<EquipmentPhase, string>> = {
  denied: 'errors.mediaPermissionDenied',
  notFound: 'family.equipment.notFound',
  inUse: 'family.equipment.inUse',
  unsupported: 'family.equipment.unsupported',
  failed: 'errors.somethingWentWrong',
  stopFailed: 'errors.somethingWentWrongReload',
};

/**
 * /{role}/equipment: the hardware tester. The person starts the test (a click: browsers let sound start only then),
 * allows the camera and the microphone, sees themselves, watches the level move as they speak, and plays a tone on
 * the chosen speaker. Nothing leaves the device.
 */
export function EquipmentPage() {
  const { t } = useTranslation();
  const test = useEquipmentTest(() => window.alert(t('errors.somethingWentWrongReload')));
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [soundFailed, setSoundFailed] = useState(false);

  useEffect(() => {
    if (video.current) video.current.srcObject = test.stream;
  }, [test.stream]);

  const number = (kind: string) => (n: number) => t('family.equipment.deviceNumber', { kind, number: n });
  const cameras = deviceOptions(test.devices, 'videoinput', number(t('family.equipment.camera')));
  const microphones = deviceOptions(test.devices, 'audioinput', number(t('family.equipment.microphone')));
  const speakers = deviceOptions(test.devices, 'audiooutput', number(t('family.equipment.speaker')));
  const running = test.phase === 'ready' || test.phase === 'starting';
  const failure = FAILURE_KEYS[test.phase];
  const status = STATUS_KEYS[test.phase];

  const playSound = async () => {
    setPlaying(true);
    setSoundFailed(false);
    try {
      await playTestSound(test.speakerId);
    } catch {
      setSoundFailed(true);
    } finally {
      setPlaying(false);
    }
  };

  return (
    <section className="card equipment" aria-labelledby="equipment-title">
      <h1 id="equipment-title">{t('family.equipment.title')}</h1>
      <p className="muted">{t('family.equipment.intro')}</p>

      {/* Announced politely as the test moves on; failures below are alerts. */}
      <p className="equipment-status" role="status" aria-live="polite">
        {status ? t(status) : ''}
      </p>
      {failure && (
        <Alert kind="error">
          <p className="equipment-failure">{t(failure)}</p>
          {test.phase === 'denied' && <p>{t('family.equipment.howToAllow')}</p>}
        </Alert>
      )}

      <div className="equipment-actions">
        {running ? (
          <button type="button" onClick={() => void test.stop()}>
            {t('family.equipment.stop')}
          </button>
        ) : (
          <button type="button" className="primary" onClick={() => void test.start()}>
            {test.phase === 'idle' || test.phase === 'stopped' ? t('family.equipment.start') : t('family.equipment.retry')}
          </button>
        )}
      </div>

      <div className="equipment-grid">
        <div className="equipment-preview">
          <video ref={video} aria-label={t('family.equipment.preview')} autoPlay muted playsInline hidden={!test.stream} />
          {!test.stream && <p className="muted equipment-preview-off">{t('family.equipment.previewOff')}</p>}
        </div>

        <div className="equipment-controls">
          <DeviceSelect
            label={t('family.equipment.camera')}
            options={cameras}
            value={test.cameraId}
            onChange={test.chooseCamera}
            disabled={test.phase === 'starting'}
          />
          <DeviceSelect
            label={t('family.equipment.microphone')}
            options={microphones}
            value={test.microphoneId}
            onChange={test.chooseMicrophone}
            disabled={test.phase === 'starting'}
          />
          <LevelMeter value={test.level} active={test.phase === 'ready'} />

          {CAN_CHOOSE_SPEAKER ? (
            <DeviceSelect label={t('family.equipment.speaker')} options={speakers} value={test.speakerId ?? speakers[0]?.id} onChange={test.setSpeakerId} />
          ) : (
            <p className="field-hint">{t('family.equipment.speakerUnsupported')}</p>
          )}
          <button type="button" onClick={() => void playSound()} disabled={playing} aria-describedby="equipment-sound-hint">
            {t('family.equipment.playSound')}
          </button>
          <p id="equipment-sound-hint" className="field-hint">
            {t('family.equipment.soundHint')}
          </p>
          {soundFailed && <Alert kind="error">{t('errors.somethingWentWrong')}</Alert>}
        </div>
      </div>
    </section>
  );
}
