import { describe, expect, it } from 'vitest';
import { menuFor, RESOURCES, type Resource } from '@binome/schema';
import { selectedMenuKey } from '../src/layout/menu-selection.ts';
import { MENU_ICONS, PAGE_ICONS } from '../src/layout/menu-icons.ts';
import { exportUrl } from '../src/crud/export-csv.ts';
import { refineResources, registryNameOf } from '../src/resources.ts';

const admin = { userId: 'u1', userRole: 'super_administrator' };

describe('staff menu', () => {
  it('has an icon for every resource and page the registry names', () => {
    for (const resource of RESOURCES as readonly Resource[]) if (resource.icon) expect(MENU_ICONS[resource.icon], resource.name).toBeDefined();
    for (const icon of Object.values(PAGE_ICONS)) expect(MENU_ICONS[icon]).toBeDefined();
  });

  it('lights the entry of the current screen, record screens included', () => {
    const menu = menuFor(admin);
    expect(selectedMenuKey(menu, '/')).toBe('home');
    expect(selectedMenuKey(menu, '/manage/tutors')).toBe('tutors');
    expect(selectedMenuKey(menu, '/manage/tutors/edit/abc')).toBe('tutors');
    expect(selectedMenuKey(menu, '/nowhere')).toBeUndefined();
  });
});

describe('Refine resources from the registry', () => {
  it('calls the API path and keeps the registry name as identifier, with the staff paths as routes', () => {
    const establishments = refineResources.find((resource) => resource.identifier === 'establishments')!;
    expect(establishments.name).toBe('establishments');
    expect(establishments.list).toBe('/manage/establishments');
    expect(establishments.edit).toBe('/manage/establishments/edit/:id');
    const reports = refineResources.find((resource) => resource.identifier === 'classReports')!;
    expect(reports.name).toBe('class-reports');
    expect(reports.show).toBe('/internal-system/tutoring/reports/view/:id');
    expect(registryNameOf('class-reports')).toBe('classReports');
    expect(registryNameOf('classReports')).toBe('classReports');
  });
});

describe('CSV export address', () => {
  it('carries the list’s filters and sort, in the list’s own query language, without paging', () => {
    const url = exportUrl(
      'establishments',
      [
        { field: 'typeOfEstablishment', operator: 'eq', value: 'middle' },
        { field: 'q', operator: 'eq', value: 'Jean Moulin' },
      ],
      [{ field: 'establishmentName', order: 'asc' }],
    );
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/v1/establishments/export.csv');
    expect(parsed.searchParams.get('typeOfEstablishment')).toBe('middle');
    expect(parsed.searchParams.get('q')).toBe('Jean Moulin');
    expect(parsed.searchParams.get('_sort')).toBe('establishmentName');
    expect(parsed.searchParams.get('_order')).toBe('asc');
    expect(parsed.searchParams.has('_start')).toBe(false);
  });
});
