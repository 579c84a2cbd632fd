import '../../words/matching-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Modal, Radio, Space } from 'antd';
import dayjs from 'dayjs';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';
import { PRODUCT_ZONE } from '../../crud/field-kinds/format.ts';
import { ReferenceSelect } from '../../crud/field-kinds/reference-select.tsx';
import { SlotConflicts, slotClashesOf, type SlotClash } from '../../crud/slot-conflicts.tsx';
import { slotKey, slotLabel } from './slot-label.ts';
import type { Candidate } from './use-candidates.ts';
import { FirstSessionField } from './first-session-field.tsx';

interface Values {
  slot: string;
  tutoringMode?: 'online' | 'in-person';
  firstSession: 'session-0' | 'weekly';
  vscIds: string[];
}

export interface Matched {
  pairId: string;
  sessionId: string;
  tutorFullName: string;
  studentFullName: string;
  firstSessionStart: string;
}

/** Why the server refused, other than a clash: its sentence, and for `notMatchable` each failed constraint. */
interface Refusal {
  message: string;
  reasons: string[];
}

interface MatchDialogProps {
  tutor: { id: string; fullName: string };
  student: { id: string; fullName: string };
  candidate: Candidate;
  onClose: () => void;
  onMatched: (matched: Matched) => void;
}

/**
 * The second click of a match: one of the common slots, the mode of the sessions when both accept both (else the
 * one they share, sent as it is), the kind of first session (Session 0 by default, as a
 * pair starts with its VSC) and, optionally, other local coordinators; then the pair and its first session in one
 * request. A refusal stays in the dialog, with what failed or which occurrence clashes.
 */
export function MatchDialog({ tutor, student, candidate, onClose, onMatched }: MatchDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [clashes, setClashes] = useState<SlotClash[] | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  const { mutateAsync, mutation } = useCustomMutation<Matched>();
  // The modes both accept, as the server scored them: a choice only when both meet either way, else the one they share.
  const modes = candidate.reasons.find((reason) => reason.code === 'mode')?.mode;
  const mode = modes === 'online' || modes === 'in-person' ? modes : undefined;
  const submit = async () => {
    const values = await form.validateFields();
    const slot = candidate.commonSlots.find((entry) => slotKey(entry) === values.slot);
    if (!slot) return;
    setClashes(undefined);
    setRefusal(undefined);
    try {
      const { data } = await mutateAsync({
        url: `${API_URL}/matching/match`,
        method: 'post',
        values: {
          tutorId: tutor.id,
          studentId: student.id,
          slot: { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime },
          firstSession: values.firstSession,
          ...((values.tutoringMode ?? mode) && { tutoringMode: values.tutoringMode ?? mode }),
          ...(values.vscIds.length > 0 && { vscIds: values.vscIds }),
        },
        successNotification: false,
        errorNotification: false,
      });
      const date = dayjs(data.firstSessionStart).tz(PRODUCT_ZONE).format('dddd D MMMM YYYY, HH:mm');
      void message.success(t('staffMatching.screen.matched', { student: data.studentFullName, tutor: data.tutorFullName, date }));
      onMatched(data);
    } catch (error) {
      const found = slotClashesOf(error);
      if (found) return setClashes(found);
      // The data provider already translated the sentence; the constraints' keys come raw in the details.
      const problem = error as { message?: string; code?: unknown; details?: { message?: string }[] };
      setRefusal({
        message: problem.message ?? t('errors.somethingWentWrong'),
        reasons: problem.code === 'notMatchable' ? (problem.details ?? []).flatMap((detail) => (detail.message ? [t(detail.message)] : [])) : [],
      });
    }
  };
  return (
    <Modal
      open
      title={t('staffMatching.screen.dialogTitle', { student: student.fullName, tutor: tutor.fullName })}
      okText={t('staffMatching.screen.confirm')}
      okButtonProps={{ loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={560}
    >
      {clashes && <SlotConflicts clashes={clashes} />}
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={refusal.message}
          description={
            refusal.reasons.length > 0 && (
              <ul>
                {refusal.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          slot: candidate.commonSlots[0] && slotKey(candidate.commonSlots[0]),
          firstSession: 'session-0',
          vscIds: [],
          ...(mode && { tutoringMode: mode }),
        }}
      >
        <Form.Item
          name="slot"
          label={t('staffMatching.screen.chooseSlot')}
          rules={[{ required: true, message: t('validation.required', { field: t('staffMatching.screen.chooseSlot') }) }]}
        >
          <Radio.Group>
            <Space direction="vertical">
              {candidate.commonSlots.map((slot) => (
                <Radio key={slotKey(slot)} value={slotKey(slot)}>
                  {slotLabel(t, slot)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {modes === 'both' && (
          <Form.Item
            name="tutoringMode"
            label={t('staffMatching.screen.chooseMode')}
            extra={t('staffMatching.screen.chooseModeHelp')}
            rules={[{ required: true, message: t('validation.required', { field: t('staffMatching.screen.chooseMode') }) }]}
          >
            <Radio.Group>
              {(['online', 'in-person'] as const).map((value) => (
                <Radio key={value} value={value}>
                  {t(`enums.tutoringModePreference.${value}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
        <FirstSessionField />
        <Form.Item name="vscIds" label={t('staffMatching.screen.vsc')} extra={t('staffMatching.screen.vscHelp')}>
          <ReferenceSelect resource="vsc" multiple />
        </Form.Item>
      </Form>
    </Modal>
  );
}
