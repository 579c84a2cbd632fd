import { lazy, Suspense } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Range } from '../pages/statistics/period-picker.tsx';

// The date picker loads with the first screen that shows it.
const PeriodPicker = lazy(() => import('../pages/statistics/period-picker.tsx'));

/** A period's bounds for the server: from the start of its first day to the end of its last, in ISO time. */
export function periodBounds(range: Range): { from: string | undefined; to: string | undefined } {
  return { from: range?.[0]?.startOf('day').toISOString(), to: range?.[1]?.endOf('day').toISOString() };
}

/** The period filter of the support screens (history search, security log): a labelled Du / Au picker. */
export function PeriodField({ id, label, value, onChange }: { id: string; label: string; value: Range; onChange: (range: Range) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Suspense fallback={null}>
        <PeriodPicker id={id} value={value} onChange={onChange} placeholder={[t('staffSupport.search.from'), t('staffSupport.search.to')]} />
      </Suspense>
    </Form.Item>
  );
}
