import { expect, test } from './support/stack.ts';

/**
 * The API's documentation page (walk A-4) reaches nothing but its own server: no web fonts from fonts.scalar.com
 * (the security policy refused them, one console error each), and none of Scalar's buttons that send the reader to
 * an outside service ("Ask AI", "Generate MCP"). Scalar turns those on by default on localhost, where this test runs.
 */
test('the API docs page draws the operations with nothing from another origin and no console error', async ({ page, server }) => {
  const origin = new URL(server.url).origin;
  const errors: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) outside.push(request.url());
  });

  await page.goto('/v1/docs');
  // The operations are drawn from the served document: its tags in the sidebar, the first tag opened.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar for Binôme API' });
  await expect(sidebar.getByRole('link', { name: 'tutors', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  // Fonts load once the text they are for is drawn: wait for the page to have asked for everything it asks for.
  await page.waitForLoadState('networkidle');

  for (const button of ['Ask AI', 'Generate MCP', 'Developer Tools']) await expect(page.getByText(button)).toHaveCount(0);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
