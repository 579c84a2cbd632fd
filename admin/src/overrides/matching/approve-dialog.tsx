import '../../words/matching-words.ts';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FirstSession } from './use-proposal.ts';
import { FirstSessionField } from './first-session-field.tsx';

interface ApproveDialogProps {
  count: number;
  approving: boolean;
  onClose: () => void;
  onApprove: (firstSession: FirstSession) => void;
}

/** The last word before the pairs are made: the kind of their first session (Session 0 by default, as a pair starts with its VSC). */
export function ApproveDialog({ count, approving, onClose, onApprove }: ApproveDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ firstSession: FirstSession }>();
  return (
    <Modal
      open
      title={t('staffMatching.proposal.approveTitle', { count })}
      okText={t('staffMatching.proposal.approveConfirm')}
      okButtonProps={{ loading: approving }}
      cancelText={t('buttons.cancel')}
      onOk={() => onApprove(form.getFieldValue('firstSession') as FirstSession)}
      onCancel={onClose}
      width={520}
    >
      <p>{t('staffMatching.proposal.approveIntro')}</p>
      <Form form={form} layout="vertical" name="proposal-approve" initialValues={{ firstSession: 'session-0' }}>
        <FirstSessionField />
      </Form>
    </Modal>
  );
}
