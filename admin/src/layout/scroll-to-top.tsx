import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_AFTER_PX, watchScrolledPast } from '@binome/schema/browser/page-watchers';

/** Section 2: a button back to the top, shown once the page is scrolled 300 px down. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => watchScrolledPast(SCROLL_TO_TOP_AFTER_PX, setShown), []);
  if (!shown) return null;
  return (
    <Tooltip title={t('actions.scrollToTop')}>
      <Button
        className="scroll-top"
        shape="circle"
        size="large"
        icon={<VerticalAlignTopOutlined />}
        aria-label={t('actions.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </Tooltip>
  );
}
