import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './stack.ts';

/** What `POST /v1/auth/login` answers: where the form goes next (a family home, the forced password update, or the staff app). */
export interface SignInAnswer {
  userId: string;
  role: string;
  next: string;
  app: 'admin' | 'family';
}

/**
 * Signs a person in with the call the sign-in form makes (`POST /v1/auth/login`), then opens `path`, or where the
 * form would have led. For the tests that are not about signing in: the form costs a page load, typing and a
 * redirect each time, and the sign-in specs cover it.
 *
 * The call goes through the page's own request context, so the session cookies land in its browser context as the
 * server set them (httpOnly, SameSite, signed), nothing forged. It carries the page's Origin, as the form's fetch
 * does, so the server's cross-site check judges it like a browser's; the origin is read from the bot check's
 * address, which the form asks for too, and which must be off: with it on, only the form's widget signs in.
 */
export async function signInThroughApi(page: Page, email: string, options: { password?: string; path?: string } = {}): Promise<SignInAnswer> {
  const botCheck = await page.request.get('/v1/auth/bot-check');
  expect(await botCheck.json(), 'the bot check is off on the test server').toMatchObject({ provider: 'off' });
  const origin = new URL(botCheck.url()).origin;
  const login = await page.request.post('/v1/auth/login', {
    data: { email, password: options.password ?? DEMO_PASSWORD },
    headers: { Origin: origin },
  });
  expect(login.status(), `sign-in of ${email}: ${await login.text()}`).toBe(200);
  const answer = (await login.json()) as SignInAnswer;
  await page.goto(options.path ?? answer.next);
  return answer;
}
