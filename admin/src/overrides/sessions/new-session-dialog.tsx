import { useState } from 'react';
import { App, DatePicker, Form, Modal, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useCustomMutation, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getResource, screenPath, type pairs, type StoredRecord } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';
import { PRODUCT_ZONE } from '../../crud/field-kinds/format.ts';
import { ReferenceSelect } from '../../crud/field-kinds/reference-select.tsx';
import { SlotConflicts, slotClashesOf, type SlotClash } from '../../crud/slot-conflicts.tsx';

/** A pair as the list answers it: its student, its program, and the labels of the people it names. */
type PairRow = Pick<StoredRecord<typeof pairs>, 'id' | 'studentId' | 'program'> & { _labels?: Record<string, Record<string, string | null>> };

interface Values {
  studentId: string;
  vsc: string[];
  day: Dayjs;
  start: Dayjs;
  end: Dayjs;
  recurrenceName: 'one-time' | 'weekly' | 'bi-monthly';
  sessionType: 'session-0' | 'private-session';
}

const sessions = getResource('sessions');
/** Section 2: after the success toast, the sessions list comes about a second later. */
const LIST_AFTER_MS = 1000;

/**
 * A session for a tutor and one of their pupils, from the tutor's or the pair's record (section 2, tutor detail
 * screen): the local coordinators (VSC, at least one, section 5), the day and hours in Paris time and the rhythm;
 * then the success toast and the sessions list. A clash is listed in the dialog, occurrence by occurrence.
 */
export function NewSessionDialog({ tutorId, studentId, onClose }: { tutorId: string; studentId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [clashes, setClashes] = useState<SlotClash[] | undefined>(undefined);
  const { mutateAsync, mutation } = useCustomMutation();
  const { result: pairs } = useList<PairRow>({
    resource: 'pairs',
    filters: [
      { field: 'tutorId', operator: 'eq', value: tutorId },
      { field: 'status', operator: 'eq', value: 'active' },
    ],
    pagination: { currentPage: 1, pageSize: 20 },
  });
  const pairOptions = (pairs.data ?? []).map((pair) => ({
    value: pair.studentId,
    label: pair._labels?.students?.[pair.studentId] ?? t('staff.notAccessible'),
  }));
  const at = (day: Dayjs, time: Dayjs) => dayjs.tz(`${day.format('YYYY-MM-DD')} ${time.format('HH:mm')}`, 'YYYY-MM-DD HH:mm', PRODUCT_ZONE).toISOString();
  const submit = async () => {
    const values = await form.validateFields();
    const pair = (pairs.data ?? []).find((entry) => entry.studentId === values.studentId);
    setClashes(undefined);
    try {
      await mutateAsync({
        url: `${API_URL}/sessions`,
        method: 'post',
        values: {
          sessionType: values.sessionType,
          status: values.sessionType === 'session-0' ? 'session-0-to-be-scheduled' : 'to-be-scheduled',
          ...(pair?.program && { program: { programId: pair.program.programId } }),
          tutors: [{ userId: tutorId }],
          students: [{ userId: values.studentId }],
          vsc: values.vsc.map((vscId) => ({ vscId })),
          sessionDate: { startDate: at(values.day, values.start), endDate: at(values.day, values.end) },
          recurrence: { recurrenceName: values.recurrenceName },
        },
        successNotification: false,
        errorNotification: (error) => (slotClashesOf(error) ? false : { type: 'error', message: error?.message ?? t('errors.sessionAddFailed') }),
      });
      void message.success(t('success.sessionAdded'));
      onClose();
      setTimeout(() => void navigate(screenPath(sessions, 'list')), LIST_AFTER_MS);
    } catch (error) {
      setClashes(slotClashesOf(error));
    }
  };
  return (
    <Modal
      open
      title={t('staff.sessions.newSession')}
      okText={t('staff.sessions.create')}
      okButtonProps={{ loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={560}
    >
      {clashes && <SlotConflicts clashes={clashes} />}
      <Form form={form} layout="vertical" initialValues={{ studentId, recurrenceName: 'weekly', sessionType: 'private-session', vsc: [] }}>
        <Form.Item
          name="studentId"
          label={t('sessions.fields.students.userId')}
          rules={[{ required: true, message: t('validation.required', { field: t('sessions.fields.students.userId') }) }]}
        >
          <Select options={pairOptions} disabled={studentId !== undefined} />
        </Form.Item>
        <Form.Item
          name="vsc"
          label={t('staff.sessions.localCoordinators')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation.vscRequired') }]}
        >
          <ReferenceSelect resource="vsc" multiple />
        </Form.Item>
        <Form.Item name="sessionType" label={t('sessions.fields.sessionType')}>
          <Select options={(['session-0', 'private-session'] as const).map((value) => ({ value, label: t(`enums.sessionType.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="day"
          label={t('staff.sessions.day')}
          rules={[{ required: true, message: t('validation.required', { field: t('staff.sessions.day') }) }]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="start"
          label={t('sessions.fields.sessionDate.startDate')}
          rules={[{ required: true, message: t('validation.required', { field: t('sessions.fields.sessionDate.startDate') }) }]}
        >
          <TimePicker format="HH:mm" minuteStep={15} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="end"
          label={t('sessions.fields.sessionDate.endDate')}
          dependencies={['start']}
          rules={[
            { required: true, message: t('validation.required', { field: t('sessions.fields.sessionDate.endDate') }) },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | undefined) =>
                !value || !getFieldValue('start') || value.isAfter(getFieldValue('start'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.endBeforeStart'))),
            }),
          ]}
        >
          <TimePicker format="HH:mm" minuteStep={15} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="recurrenceName" label={t('sessions.fields.recurrence.recurrenceName')}>
          <Select options={(['one-time', 'weekly', 'bi-monthly'] as const).map((value) => ({ value, label: t(`enums.recurrenceName.${value}`) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
