import { describe, expect, it } from 'vitest';
import { RecordRevisions, recordPathOf } from '../src/providers/record-revisions.ts';

describe('the revisions the staff app sends back in If-Match', () => {
  it('knows record addresses, and nothing else', () => {
    expect(recordPathOf('/v1/establishments/a1b2c3')).toBe('/v1/establishments/a1b2c3');
    expect(recordPathOf('http://127.0.0.1:8080/v1/tutors/x_1?lang=fr')).toBe('/v1/tutors/x_1');
    expect(recordPathOf('/v1/establishments')).toBeUndefined();
    expect(recordPathOf('/v1/establishments?_start=0&_end=10')).toBeUndefined();
    expect(recordPathOf('/v1/establishments/export.csv')).toBeUndefined();
    expect(recordPathOf('/v1/me')).toBeUndefined();
    expect(recordPathOf('/v1/auth/oidc/google/callback')).toBeUndefined();
    expect(recordPathOf(undefined)).toBeUndefined();
  });

  it('remembers the revision of a read, replaces it with the one a save answers, and forgets it after a delete', () => {
    const revisions = new RecordRevisions();
    const path = '/v1/establishments/a1b2c3';
    revisions.note({ method: 'get', url: path, etag: '"r1"' });
    expect(revisions.revisionOf(path)).toBe('"r1"');
    revisions.note({ method: 'patch', url: path, etag: '"r2"' });
    expect(revisions.revisionOf(path)).toBe('"r2"');
    revisions.note({ method: 'delete', url: path, etag: undefined });
    expect(revisions.revisionOf(path)).toBeUndefined();
  });

  it('ignores answers that say nothing of a revision: lists, creations, answers without an ETag', () => {
    const revisions = new RecordRevisions();
    revisions.note({ method: 'get', url: '/v1/establishments/a1', etag: '"r1"' });
    revisions.note({ method: 'get', url: '/v1/establishments/a1', etag: undefined });
    revisions.note({ method: 'post', url: '/v1/establishments', etag: '"new"' });
    revisions.note({ method: 'get', url: '/v1/establishments?id=a1', etag: '"list"' });
    expect(revisions.revisionOf('/v1/establishments/a1')).toBe('"r1"');
  });

  it('tells the screens when a revision changes, until they stop listening', () => {
    const revisions = new RecordRevisions();
    let calls = 0;
    const stop = revisions.subscribe(() => calls++);
    revisions.note({ method: 'get', url: '/v1/establishments/a1', etag: '"r1"' });
    revisions.note({ method: 'get', url: '/v1/establishments', etag: undefined });
    expect(calls).toBe(1);
    stop();
    revisions.note({ method: 'patch', url: '/v1/establishments/a1', etag: '"r2"' });
    expect(calls).toBe(1);
  });
});
