import { beforeEach, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '../src/api/openapi.d.ts';
import { conditionalWrites, RecordRevisions, rowCondition } from '../src/api/record-revisions.ts';

/**
 * The family app's data layer (the typed client and its middleware) makes every edit and delete of a record
 * conditional on the revision it read: the record's `ETag` after a read or a save, or the row's `_etag` a screen
 * passes for a change made from a list. Requests go to a recording `fetch`: the real client minus the network.
 */
const sent: Request[] = [];
let etag = '"r1"';
const recordingFetch = async (input: Request) => {
  sent.push(input.clone());
  const body = input.method === 'DELETE' ? { deleted: true } : { id: 'c1' };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...(input.method !== 'DELETE' && { etag }) } });
};

function client() {
  const api = createClient<paths>({ baseUrl: 'http://family.test/v1', fetch: recordingFetch });
  api.use(conditionalWrites(new RecordRevisions()));
  return api;
}

describe('If-Match from the family data layer', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('sends the revision read with a PATCH, then the one the PATCH answered', async () => {
    const api = client();
    etag = '"r1"';
    await api.GET('/class-reports/{id}', { params: { path: { id: 'c1' } } });
    etag = '"r2"';
    await api.PATCH('/class-reports/{id}', { params: { path: { id: 'c1' } }, body: {} as never });
    expect(sent.at(-1)?.headers.get('if-match')).toBe('"r1"');
    await api.PATCH('/class-reports/{id}', { params: { path: { id: 'c1' } }, body: {} as never });
    expect(sent.at(-1)?.headers.get('if-match')).toBe('"r2"');
  });

  it('sends the revision read with a DELETE', async () => {
    const api = client();
    etag = '"d1"';
    await api.GET('/students/{id}', { params: { path: { id: 's1' } } });
    await api.DELETE('/students/{id}', { params: { path: { id: 's1' } } });
    expect(sent.at(-1)?.method).toBe('DELETE');
    expect(sent.at(-1)?.headers.get('if-match')).toBe('"d1"');
  });

  it("sends a list row's own revision for a change made from that row, and none for a record never read", async () => {
    const api = client();
    const row = { id: 's2', _etag: '"row"' };
    await api.PATCH('/students/{id}', { params: { path: { id: row.id }, header: rowCondition(row) }, body: {} as never });
    expect(sent.at(-1)?.headers.get('if-match')).toBe('"row"');
    await api.DELETE('/students/{id}', { params: { path: { id: row.id }, header: rowCondition(row) } });
    expect(sent.at(-1)?.headers.get('if-match')).toBe('"row"');
    await api.PATCH('/students/{id}', { params: { path: { id: 'never-read' } }, body: {} as never });
    expect(sent.at(-1)?.headers.has('if-match')).toBe(false);
  });

  it('sends no If-Match with reads and creations', async () => {
    const api = client();
    await api.GET('/students', { params: { query: {} as never } });
    await api.POST('/students', { body: {} as never });
    expect(sent.map((request) => request.headers.get('if-match'))).toEqual([null, null]);
  });
});
