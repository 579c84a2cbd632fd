import { request, type APIRequestContext } from '@playwright/test';
import { expect, DEMO_PASSWORD } from './stack.ts';

/** A request context signed in as one person through `POST /v1/auth/login`: what staff do through their screens, done directly. */
export async function apiAs(url: string, email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const login = await api.post('/v1/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}
