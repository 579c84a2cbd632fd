import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@binome/schema';
import { createApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';

describe('the BFF as it stands', () => {
  const app = createApp();

  it('answers its health', async () => {
    const response = await app.request('/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the registry without server-only parts', async () => {
    const body = (await (await app.request('/v1/resources')).json()) as { name: string; apiName: string; staffPath?: string }[];
    expect(body.map((entry) => entry.name)).toEqual(RESOURCES.map((entry) => entry.name));
    expect(body.find((entry) => entry.name === 'scholarYears')).toMatchObject({ apiName: 'scholar-years', staffPath: '/setup/scholar-year' });
    expect(JSON.stringify(body)).not.toContain('"schemas"');
  });

  it('serves the French catalog and refuses an unknown language', async () => {
    const french = (await (await app.request('/v1/i18n/fr')).json()) as { pages: { notFound: { title: string } } };
    expect(french.pages.notFound.title).toBe('Page introuvable');
    const unknown = await app.request('/v1/i18n/xx');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'notFound', message: 'errors.notFound' });
  });

  it('answers unknown paths with the error shape', async () => {
    const response = await app.request('/v1/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'notFound', message: 'errors.notFound' });
  });
});

describe('configuration', () => {
  it('works with nothing set', () => expect(readEnv({})).toEqual({ PORT: 3000, HOST: '127.0.0.1' }));
  it('refuses a bad port with a clear message', () => expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/));
});
