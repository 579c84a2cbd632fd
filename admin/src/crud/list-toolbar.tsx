import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Form, Input, Space, type FormProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { fieldAt, type Entity, type Field } from '@binome/schema';
import { FilterInput } from './field-kinds/filter-input.tsx';
import { filterFor, fromCrudFilters } from './field-kinds/filter.ts';
import { activeFilterCount } from './active-filters.ts';
import { useNarrowScreen } from '../layout/use-narrow-screen.ts';

// Only narrow screens load the drawer (and its count badge).
const FiltersDrawer = lazy(() => import('./filters-drawer.tsx'));

export interface ListToolbarProps {
  entity: Entity;
  /** useTable's search form: its values become the list's filters. */
  searchFormProps: FormProps;
  /** The filters applied now (from the address). */
  filters: readonly CrudFilter[];
  extraFilterItems?: ReactNode;
  /** Controls beside the filters (an override's view switch). */
  toolbar?: ReactNode;
}

/**
 * A list's search box and filters, each with the widget of its field's kind. From 1024 px they sit above the
 * table; under it (section 2's mobile layout), the filters wait behind a 'Filtres' button showing how many apply,
 * in a drawer holding the same form, and only the search box stays in sight.
 */
export function ListToolbar({ entity, searchFormProps, filters, extraFilterItems, toolbar }: ListToolbarProps) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const form = searchFormProps.form;
  const filterable = entity.filterable
    .map((path) => [path, fieldAt(entity.fields, path)] as const)
    .filter((entry): entry is readonly [string, Field] => entry[1] !== undefined && filterFor(entry[1]) !== undefined);
  // Every filter cleared, the descriptor's opening ones too (resetting would bring back those the list opened with).
  const reset = () => {
    if (!form) return;
    form.setFieldsValue(Object.fromEntries(Object.keys(form.getFieldsValue(true) as Record<string, unknown>).map((name) => [name, undefined])));
    form.submit();
  };
  const filterItems = (
    <>
      {filterable.map(([path, field]) => (
        <Form.Item key={path} name={path} label={t(field.labelKey!)}>
          <FilterInput field={field} />
        </Form.Item>
      ))}
      {extraFilterItems}
    </>
  );
  return (
    <Form {...searchFormProps} layout="vertical" className="list-toolbar" initialValues={fromCrudFilters(entity, filters)} aria-label={t('staff.filters')}>
      {entity.searchable.length > 0 && (
        <Form.Item name="q" label={t('actions.search')} className="list-search">
          <Input allowClear placeholder={t('staff.searchPlaceholder')} prefix={<SearchOutlined />} />
        </Form.Item>
      )}
      {narrow ? (
        (filterable.length > 0 || extraFilterItems) && (
          <Suspense fallback={null}>
            <FiltersDrawer count={activeFilterCount(filters)} onApply={() => form?.submit()} onReset={reset}>
              {filterItems}
            </FiltersDrawer>
          </Suspense>
        )
      ) : (
        <>
          {filterItems}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('actions.filter')}
              </Button>
              <Button onClick={reset}>{t('actions.reset')}</Button>
            </Space>
          </Form.Item>
        </>
      )}
      {toolbar}
    </Form>
  );
}
