import { describe, expect, it } from 'vitest';
import { getResource, translate, type Language } from '@binome/schema';
import { documentTitleOf } from '../src/layout/document-title.ts';
import { activeFilterCount } from '../src/crud/active-filters.ts';

const tutors = getResource('tutors');
const titleIn = (language: Language) => (screen: Parameters<typeof documentTitleOf>[0]) =>
  documentTitleOf(screen, (key, values) => translate(language, key, values as Record<string, string>));

describe('browser tab titles', () => {
  it('name a list, a new record and a page in French', () => {
    const fr = titleIn('fr');
    expect(fr({ pathname: '/manage/tutors', resource: tutors, action: 'list' })).toBe('Tuteurs | Binôme');
    expect(fr({ pathname: '/manage/tutors/add', resource: tutors, action: 'create' })).toBe('Tuteurs : ajouter | Binôme');
    expect(fr({ pathname: '/' })).toBe('Tableau de bord | Binôme');
    expect(fr({ pathname: '/internal-system/tutoring/calendar' })).toBe('Calendrier des séances | Binôme');
    expect(fr({ pathname: '/nowhere' })).toBe('Binôme · Espace équipe');
  });

  it('name a record by its own title once read, never by its id', () => {
    const fr = titleIn('fr');
    expect(fr({ pathname: '/manage/tutors/view/demo-tutor', resource: tutors, action: 'show' })).toBe('Fiche | Binôme');
    expect(fr({ pathname: '/manage/tutors/view/demo-tutor', resource: tutors, action: 'show', recordTitle: 'Juliette Lopez' })).toBe('Juliette Lopez | Binôme');
    expect(fr({ pathname: '/manage/tutors/edit/demo-tutor', resource: tutors, action: 'edit', recordTitle: 'Juliette Lopez' })).toBe(
      'Juliette Lopez : modifier | Binôme',
    );
    expect(fr({ pathname: '/manage/tutors/edit/demo-tutor', resource: tutors, action: 'edit' })).toBe('Tuteurs : modifier | Binôme');
  });

  it('speak English in English', () => {
    const en = titleIn('en');
    expect(en({ pathname: '/manage/tutors', resource: tutors, action: 'list' })).toBe('Tutors | Binôme');
    expect(en({ pathname: '/manage/tutors/view/demo-tutor', resource: tutors, action: 'show' })).toBe('Record | Binôme');
    expect(en({ pathname: '/' })).toBe('Dashboard | Binôme');
  });
});

describe('the count of applied list filters', () => {
  it('counts each filtered field once, not the search box nor cleared filters', () => {
    expect(activeFilterCount([])).toBe(0);
    expect(
      activeFilterCount([
        { field: 'q', operator: 'eq', value: 'Lopez' },
        { field: 'status', operator: 'in', value: ['active'] },
        { field: 'createdAt', operator: 'gte', value: '2026-09-01' },
        { field: 'createdAt', operator: 'lte', value: '2026-12-31' },
        { field: 'gender', operator: 'in', value: [] },
        { field: 'situation', operator: 'eq', value: undefined },
      ]),
    ).toBe(2);
  });
});
