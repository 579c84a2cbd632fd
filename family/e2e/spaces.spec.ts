import type { Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD } from './support/stack.ts';
import { signInWithPassword } from './support/pages.ts';
import { signInThroughApi } from './support/api-sign-in.ts';

/**
 * The families' spaces as each demo person sees them, on a phone (390×844) and on a desktop (1440×900): the frame
 * (sidebar from 1024 px, menu button below, as the schema's `layoutFor` decides), every entry of the role's menu,
 * the home built from their own records; names, never ids; no error in the console.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

interface Person {
  email: string;
  name: string;
  /** What the home shows once its records are read. */
  homeShows: (page: Page) => Promise<void>;
  /** Menu entries, as labelled; none for those without a menu. */
  menu: { label: string; path: string; heading: string }[];
  /** Paths opened by address, for those without a menu. */
  paths?: { path: string; heading: string }[];
}

const SHARED = (prefix: string, reports: { label: string; heading: string }) => [
  { label: 'Accueil', path: '/', heading: '' },
  { label: reports.label, path: `/${prefix}/reports`, heading: reports.heading },
  { label: 'Test du matériel', path: `/${prefix}/equipment`, heading: 'Tester mon matériel' },
  { label: 'Contact', path: `/${prefix}/contact`, heading: "Contacter l'équipe" },
];

const PEOPLE: Record<string, Person> = {
  tutor: {
    email: 'tutor@demo.binome.test',
    name: 'Thomas Lemaire',
    homeShows: async (page) => {
      await expect(page.getByRole('heading', { name: "Votre parcours d'inscription" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Votre dossier' })).toBeVisible();
      await expect(page.locator('[aria-labelledby="file-title"] .status-tag')).toHaveText(/^(Complet|Incomplet)$/);
      await expect(page.getByText(/^Élèves suivis : \d+ sur \d+$/)).toBeVisible();
      await expect(page.locator('[data-slot="next-session"]')).toBeVisible();
      await expect(page.locator('[data-slot="reports-to-write"]')).toBeVisible();
    },
    // Section 2's entries first, then every other screen of the tutor: two taps away on a phone.
    menu: [
      ...SHARED('tutor', { label: 'Comptes rendus', heading: 'Comptes rendus' }),
      { label: 'Mes séances', path: '/tutor/sessions', heading: 'Mes séances' },
      { label: 'Mes disponibilités', path: '/tutor/preferences', heading: 'Mes disponibilités et préférences' },
      { label: 'Mes documents', path: '/tutor/documents', heading: 'Mes documents' },
      { label: 'Parcours de formation', path: '/tutor/training-path', heading: 'Parcours de formation' },
    ],
  },
  parent: {
    email: 'parent@demo.binome.test',
    name: 'Isabelle Roussel',
    homeShows: async (page) => {
      const children = page.locator('[aria-labelledby="children-title"]');
      await expect(children.getByText('Léo Roussel')).toBeVisible();
      await expect(children.getByText('Chloé Roussel')).toBeVisible();
      await expect(children.locator('.status-tag').first()).toBeVisible();
      await expect(children.getByRole('link', { name: 'Gérer mes enfants' })).toHaveAttribute('href', '/parent/children');
    },
    menu: [
      ...SHARED('parent', { label: 'Comptes rendus', heading: 'Comptes rendus' }),
      { label: 'Mes enfants', path: '/parent/children', heading: 'Mes enfants' },
      { label: 'Séances', path: '/parent/sessions', heading: 'Les séances de mes enfants' },
      { label: 'Séances de groupe', path: '/parent/group-sessions', heading: 'Séances de groupe' },
    ],
  },
  student: {
    email: 'student@demo.binome.test',
    name: 'Léo Roussel',
    homeShows: async (page) => {
      await expect(page.locator('[aria-labelledby="tutors-title"]').getByText('Thomas Lemaire')).toBeVisible();
    },
    menu: [
      ...SHARED('student', { label: 'Mes notes', heading: 'Mes notes' }),
      { label: 'Mes séances', path: '/student/sessions', heading: 'Mes séances' },
      { label: 'Séances de groupe', path: '/student/group-sessions', heading: 'Séances de groupe' },
    ],
  },
  prospectLead: {
    email: 'prospectlead@demo.binome.test',
    name: 'Camille Perrin',
    homeShows: async (page) => {
      await expect(page.getByRole('heading', { name: "Votre parcours d'inscription" })).toBeVisible();
      await expect(page.locator('[aria-labelledby="onboarding-title"] .status-tag')).toBeVisible();
    },
    menu: [],
    paths: [
      { path: '/tutor/account', heading: 'Mon compte' },
      { path: '/tutor/equipment', heading: 'Tester mon matériel' },
    ],
  },
  parentProspect: {
    email: 'parentprospect@demo.binome.test',
    name: 'Karim Haddad',
    homeShows: async (page) => {
      await expect(page.getByRole('heading', { name: 'Votre inscription' })).toBeVisible();
      await expect(page.getByText(/Inscrit\(e\) le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
      // Children are registered once the account is validated (section 5): the home says so before the page does.
      await expect(page.getByText("Une fois votre compte validé par l'association, vous inscrirez vos enfants")).toBeVisible();
    },
    menu: [],
    paths: [
      { path: '/parent/account', heading: 'Mon compte' },
      { path: '/parent/children', heading: 'Mes enfants' },
    ],
  },
  inactiveParent: {
    email: 'parent-pending@demo.binome.test',
    name: '',
    homeShows: async (page) => {
      await expect(page.getByText('Votre compte est en attente de validation')).toBeVisible();
      await expect(page.getByText("Vous pourrez inscrire vos enfants dès que l'association aura validé votre compte")).toBeVisible();
    },
    menu: [],
    paths: [{ path: '/parent/account', heading: 'Mon compte' }],
  },
};

/** Errors the page logs from now on (a refused /me before sign-in is not one: collection starts after it). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page shows its own heading, no raw id, inside the frame. */
async function expectRendered(page: Page, heading: string) {
  const main = page.getByRole('main');
  if (heading) await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  else await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('.loading')).toHaveCount(0);
  await expect(main).not.toContainText(/demo-|undefined|familyFrame\.|menu\.family\./);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Mobile first: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Every control of the frame (header, menu, footer) is at least 44 px high and wide: a finger's size. */
async function expectTouchTargets(page: Page) {
  const small = await page.locator('header a:visible, header button:visible, .family-menu a:visible, footer a:visible').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      return box.height < 44 || box.width < 44
        ? [`${element.textContent?.trim() || element.getAttribute('aria-label')}: ${Math.round(box.width)}×${Math.round(box.height)}`]
        : [];
    }),
  );
  expect(small).toEqual([]);
}

for (const size of SIZES) {
  for (const [role, person] of Object.entries(PEOPLE)) {
    test(`${role} on a ${size.name}: home, menu and pages`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInThroughApi(page, person.email);
      await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
      const errors = collectErrors(page);
      if (person.name) await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour ${person.name}`);
      await person.homeShows(page);
      await expectRendered(page, '');
      await expectTouchTargets(page);

      const sidebar = page.locator('aside.sidebar');
      const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
      if (person.menu.length === 0) {
        // Prospects and a parent not yet validated have no sidebar and no mobile menu (section 2).
        await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
        await expect(sidebar).toHaveCount(0);
        await expect(menuButton).toHaveCount(0);
        for (const entry of person.paths ?? []) {
          await page.goto(entry.path);
          await expectRendered(page, entry.heading);
        }
      }
      for (const entry of person.menu) {
        const moved = new URL(page.url()).pathname !== entry.path;
        if (size.width >= 1024) {
          await expect(menuButton).toBeHidden();
          await sidebar.getByRole('link', { name: entry.label, exact: true }).click();
          await expect(sidebar.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('aria-current', 'page');
        } else {
          await expect(sidebar).toBeHidden();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
          await menuButton.click();
          await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
          const panel = page.locator('#mobile-menu-panel');
          await panel.getByRole('link', { name: entry.label, exact: true }).click();
          // Navigating closes the menu.
          await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
          await expect(panel).toBeHidden();
        }
        await expect(page).toHaveURL(new RegExp(`${entry.path === '/' ? '/$' : entry.path}$`));
        await expectRendered(page, entry.heading);
        // Focus moves to the new page's heading, for screen readers and keyboards.
        if (moved) await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
      }

      // The user menu: my account, inside the frame.
      await page.getByRole('button', { name: /^Menu de l'utilisateur/ }).click();
      await page.locator('#user-menu-panel').getByRole('link', { name: 'Mon compte', exact: true }).click();
      await expectRendered(page, 'Mon compte');
      expect(errors).toEqual([]);
    });
  }
}

test('the guard inside the frame, Escape on the phone menu, the promotional link and logout', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithPassword(page, 'tutor@demo.binome.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Thomas Lemaire' })).toBeVisible();
  // The frame and the home speak English when asked.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Thomas Lemaire' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your file' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Thomas Lemaire' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  await expect(page.getByRole('link', { name: 'Découvrir nos actions' })).toHaveAttribute('href', '/tutor/training-path');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();

  // Another role's path is refused, an unknown one is not found; both inside the frame.
  await page.goto('/parent/children');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(menuButton).toBeVisible();
  await page.goto('/tutor/nowhere');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  // Every page of the space is built: "Mes élèves" lists the tutor's pupils.
  await page.goto('/tutor/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes élèves' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Léo Roussel' })).toBeVisible();

  // Scrolling a long page shows the way back to the top.
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'));
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('button', { name: 'Revenir en haut de la page' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: 'Revenir en haut de la page' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Menu de l'utilisateur/ }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // /family is open to visitors, and leads them to sign in rather than to a blank page.
  await page.goto('/family');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});
