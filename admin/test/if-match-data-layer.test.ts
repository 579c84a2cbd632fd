import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import dataProvider from '@refinedev/simple-rest';
import { API_URL, httpClient } from '../src/providers/http-client.ts';

/**
 * The staff app's data layer (Refine's simple-rest over the app's HTTP client) makes every edit and delete of a
 * record conditional on the revision it read: the record's `ETag` after a read, or the one a screen passes (a list
 * row's `_etag`). Requests go to a recording adapter: the real client, interceptors included, minus the network.
 */
const sent: InternalAxiosRequestConfig[] = [];
let etag = '"r1"';
const recording: AxiosAdapter = async (config) => {
  sent.push(config);
  const method = (config.method ?? 'get').toLowerCase();
  const id = config.url?.split('/').pop();
  const data = method === 'delete' ? {} : { id, establishmentName: 'Collège' };
  return { data, status: 200, statusText: 'OK', headers: method === 'delete' ? {} : { etag }, config };
};
const original = httpClient.defaults.adapter;
httpClient.defaults.adapter = recording;
afterAll(() => {
  httpClient.defaults.adapter = original;
});

const data = dataProvider(API_URL, httpClient);
const ifMatchOf = (config: InternalAxiosRequestConfig | undefined) => config?.headers.get('if-match');

describe('If-Match from the staff data layer', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('sends the revision read with an update, then the one the update answered', async () => {
    etag = '"r1"';
    await data.getOne({ resource: 'establishments', id: 'e1' });
    etag = '"r2"';
    await data.update({ resource: 'establishments', id: 'e1', variables: { contactName: 'M. Bernard' } });
    expect(sent.at(-1)?.method).toBe('patch');
    expect(ifMatchOf(sent.at(-1))).toBe('"r1"');
    await data.update({ resource: 'establishments', id: 'e1', variables: { contactName: 'Mme Martin' } });
    expect(ifMatchOf(sent.at(-1))).toBe('"r2"');
  });

  it('sends the revision read with a delete', async () => {
    etag = '"d1"';
    await data.getOne({ resource: 'establishments', id: 'e2' });
    await data.deleteOne({ resource: 'establishments', id: 'e2' });
    expect(sent.at(-1)?.method).toBe('delete');
    expect(ifMatchOf(sent.at(-1))).toBe('"d1"');
  });

  it("keeps the revision a screen passes (a list row's), and sends none for a record never read", async () => {
    etag = '"page"';
    await data.getOne({ resource: 'establishments', id: 'e3' });
    await data.deleteOne({ resource: 'establishments', id: 'e3', meta: { headers: { 'if-match': '"row"' } } });
    expect(ifMatchOf(sent.at(-1))).toBe('"row"');
    await data.update({ resource: 'establishments', id: 'never-read', variables: { contactName: 'x' } });
    expect(ifMatchOf(sent.at(-1))).toBeFalsy();
  });

  it('sends no If-Match with reads and creations', async () => {
    await data.getList({ resource: 'establishments' });
    await data.create({ resource: 'establishments', variables: { establishmentName: 'Nouveau' } });
    expect(sent.map((config) => ifMatchOf(config) ?? null)).toEqual([null, null]);
  });
});
