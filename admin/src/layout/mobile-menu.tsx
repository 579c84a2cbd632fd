import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffMenu } from './staff-menu.tsx';

/** The menu of the mobile layout (under 1024 px), in a drawer; loaded only on narrow screens. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer placement="left" open={open} onClose={onClose} title={t('app.name')} width={280} closeIcon={<span aria-label={t('staff.closeMenu')}>×</span>}>
      <nav aria-label={t('staff.mainMenu')}>
        <StaffMenu onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
