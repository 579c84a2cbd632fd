import { useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Space } from 'antd';
import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface FiltersDrawerProps {
  /** How many filters apply now. */
  count: number;
  onApply: () => void;
  onReset: () => void;
  /** The filter form's items (they stay in the list's form: a drawer keeps the form's context). */
  children: ReactNode;
}

/**
 * The list filters of narrow screens: a 'Filtres' button with the number of filters applied, opening a drawer with
 * the same form items. The drawer is always rendered (hidden when closed), so the form keeps every field.
 */
export default function FiltersDrawer({ count, onApply, onReset, children }: FiltersDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t('staff.filters');
  return (
    <div className="list-filters-button">
      <Badge count={count} size="small" color="#1d3b8b">
        <Button
          icon={<FilterOutlined />}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={count > 0 ? t('staff.filtersWithCount', { count }) : label}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      </Badge>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        placement="right"
        width="min(100vw, 400px)"
        forceRender
        rootClassName="list-filters-drawer"
        footer={
          // Outside the form element (the drawer is elsewhere in the page), so these submit through the form's own calls.
          <Space>
            <Button
              type="primary"
              icon={<SearchOutlined />}
              onClick={() => {
                onApply();
                setOpen(false);
              }}
            >
              {t('actions.filter')}
            </Button>
            <Button
              onClick={() => {
                onReset();
                setOpen(false);
              }}
            >
              {t('actions.reset')}
            </Button>
          </Space>
        }
      >
        {children}
      </Drawer>
    </div>
  );
}
