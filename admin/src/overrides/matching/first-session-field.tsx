import '../../words/matching-words.ts';
import { Form, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The first session a match books, with what each one is: the same choice for one match and for a proposal. */
export function FirstSessionField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="firstSession" label={t('staffMatching.screen.firstSession')}>
      <Radio.Group>
        <Space direction="vertical">
          <Radio value="session-0">
            {t('staffMatching.screen.session0')} <span className="muted">— {t('staffMatching.screen.session0Help')}</span>
          </Radio>
          <Radio value="weekly">
            {t('staffMatching.screen.weekly')} <span className="muted">— {t('staffMatching.screen.weeklyHelp')}</span>
          </Radio>
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
