import '../../words/prospects-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Modal, Select } from 'antd';
import { programIds } from '@binome/schema';
import { useCustomMutation, useInvalidate, useNavigation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';
import type { Prospect } from './prospect-show.tsx';
import { useStaffSession } from '../../session/staff-session.tsx';
import { programsAllowed } from '../../crud/program-choices.ts';

/** What the server answers once the prospect is validated: the record is now a tutor or a parent, by the same id. */
interface Converted {
  id: string;
  userRole: 'tutor' | 'parent';
}

/**
 * Confirms the validation: the prospect becomes a tutor or a parent, for good. The server may refuse and say why.
 * Once done, the prospect record is gone (it is the new person's now): the dialog closes and the page moves to the
 * new tutor or parent, instead of refetching a prospect that answers 404 and leaving "En attente" on screen.
 * A prospect with no program yet (registration asks none) enters the one chosen here, among the reader's programs;
 * a reader of one program gives theirs without a choice (domain/prospects/program-at-validation.ts).
 */
export default function ValidateDialog({ prospect, onClose }: { prospect: Prospect; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { show } = useNavigation();
  const { ability } = useStaffSession();
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const hasProgram = Boolean(prospect.program?.programId);
  const allowed = programsAllowed(ability, 'update', 'prospects') ?? programIds.values;
  const choosesProgram = !hasProgram && allowed.length > 1;
  const [programId, setProgramId] = useState<string>();
  const [programMissing, setProgramMissing] = useState(false);
  const name = [prospect.contactDetails?.firstName, prospect.contactDetails?.lastName].filter(Boolean).join(' ');
  const submit = async () => {
    setRefusal(undefined);
    if (choosesProgram && !programId) {
      setProgramMissing(true);
      return;
    }
    try {
      const values = choosesProgram && programId ? { programId } : {};
      const { data } = await mutateAsync({
        url: `${API_URL}/prospects/${prospect.id}/validate`,
        method: 'post',
        values,
        successNotification: false,
        errorNotification: false,
      });
      const converted = data as unknown as Converted;
      onClose();
      void message.success(t('staffProspects.validated'));
      // Only the list: the prospect's own record no longer exists as a prospect.
      void invalidate({ resource: 'prospects', invalidates: ['list'] });
      show(converted.userRole === 'parent' ? 'parents' : 'tutors', converted.id, 'replace');
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  return (
    <Modal
      open
      title={t('staffProspects.validateTitle')}
      okText={t('staffProspects.validate')}
      okButtonProps={{ loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <p>{t(prospect.userRole === 'parentProspect' ? 'staffProspects.validateParent' : 'staffProspects.validateTutor', { name })}</p>
      {choosesProgram && (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('staffProspects.validateProgram')}
            htmlFor="validate-program"
            required
            validateStatus={programMissing ? 'error' : undefined}
            help={programMissing ? t('errors.programRequired') : t('staffProspects.validateProgramHelp')}
          >
            <Select
              id="validate-program"
              aria-required
              value={programId}
              onChange={(value: string) => {
                setProgramId(value);
                setProgramMissing(false);
              }}
              options={allowed.map((id) => ({ value: id, label: t(`enums.program.${id}`) }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
