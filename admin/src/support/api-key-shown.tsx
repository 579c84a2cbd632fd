import { useRef } from 'react';
import { Alert, App, Button, Input, Modal, Space, type InputRef } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The new key, shown once: the server keeps only its hash, so this dialog is the one chance to copy it. Closing
 * it is a deliberate "I have copied the key" (no closing by a click beside it).
 */
export function ApiKeyShown({ apiKey, onClose }: { apiKey: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<InputRef>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey ?? '');
      void message.success(t('staffSupport.apiKeys.copied'));
    } catch {
      // Without the clipboard (an insecure page, a refusal), the key is selected for the person to copy.
      input.current?.select();
      void message.warning(t('staffSupport.apiKeys.copyFailed'));
    }
  };
  return (
    <Modal
      open={apiKey !== undefined}
      title={t('staffSupport.apiKeys.shownOnceTitle')}
      maskClosable={false}
      closable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('staffSupport.apiKeys.done')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={t('staffSupport.apiKeys.shownOnce')} />
        <label htmlFor="api-key-value">{t('staffSupport.apiKeys.keyLabel')}</label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="api-key-value"
            ref={input}
            readOnly
            value={apiKey}
            data-testid="api-key-value"
            onFocus={(event) => event.target.select()}
            style={{ fontFamily: 'monospace' }}
          />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('staffSupport.apiKeys.copy')} title={t('staffSupport.apiKeys.copy')} />
        </Space.Compact>
      </Space>
    </Modal>
  );
}
