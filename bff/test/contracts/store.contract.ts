import { describe, expect, it, vi } from 'vitest';
import { DuplicateKeyError, type IndexSpec, type Store, type StoredDocument } from '../../src/store/store.ts';

/**
 * The store contract: what the BFF relies on, run against every adapter that is reachable (embedded always,
 * MongoDB when MONGODB_URI is set). Each test uses its own collection names, so a shared database is fine.
 */
export function describeStoreContract(adapter: string, openStore: () => Promise<Store>): void {
  const fresh = (store: Store, name: string) => store.collection(`${name}_${crypto.randomUUID().slice(0, 8)}`);
  const people: StoredDocument[] = [
    {
      _id: 'p1',
      role: 'tutor',
      status: 'active',
      name: { first: 'Léa', last: 'Martin' },
      age: 31,
      tags: ['math', 'french'],
      program: { programId: 'a' },
      slots: [
        { day: 1, taken: false },
        { day: 2, taken: true },
      ],
    },
    {
      _id: 'p2',
      role: 'tutor',
      status: 'pending',
      name: { first: 'Hugo', last: 'Ébert' },
      age: 45,
      tags: ['math'],
      program: { programId: 'b' },
      slots: [{ day: 3, taken: false }],
    },
    { _id: 'p3', role: 'student', status: 'active', name: { first: 'Zoé', last: 'Durand' }, age: 12, tags: [], program: { programId: 'a' } },
    { _id: 'p4', role: 'parent', status: 'deactivated', name: { first: 'Émile', last: 'Abadie' }, age: 40, program: { programId: 'c' } },
  ];
  const ids = (documents: StoredDocument[]) => documents.map((document) => document._id);

  describe(`store contract: ${adapter}`, () => {
    it('finds with every operator the app and CASL emit', async () => {
      const store = await openStore();
      const collection = fresh(store, 'people');
      await collection.insertMany(people);
      const find = async (filter: Record<string, unknown>) => ids(await collection.find(filter, { sort: { _id: 1 } }));
      expect(await find({ status: 'active' })).toEqual(['p1', 'p3']);
      expect(await find({ 'name.first': 'Hugo' })).toEqual(['p2']);
      expect(await find({ tags: 'math' })).toEqual(['p1', 'p2']);
      expect(await find({ age: { $eq: 12 } })).toEqual(['p3']);
      expect(await find({ status: { $ne: 'active' } })).toEqual(['p2', 'p4']);
      expect(await find({ age: { $gt: 31, $lte: 45 } })).toEqual(['p2', 'p4']);
      expect(await find({ age: { $gte: 31, $lt: 45 } })).toEqual(['p1', 'p4']);
      expect(await find({ 'program.programId': { $in: ['a', 'c'] } })).toEqual(['p1', 'p3', 'p4']);
      expect(await find({ 'program.programId': { $nin: ['a'] } })).toEqual(['p2', 'p4']);
      // Through lists, on numbers, and over thousands of ids (the matching asks so for the profiles it lacks).
      expect(await find({ tags: { $in: ['nothing', 'math'] } })).toEqual(['p1', 'p2']);
      expect(await find({ tags: { $nin: ['math'] } })).toEqual(['p3', 'p4']);
      expect(await find({ age: { $in: [12, 40, 'forty'] } })).toEqual(['p3', 'p4']);
      expect(await find({ _id: { $in: [...Array.from({ length: 5_000 }, (_, index) => `absent-${index}`), 'p2'] } })).toEqual(['p2']);
      expect(await find({ tags: { $exists: false } })).toEqual(['p4']);
      expect(await find({ slots: { $exists: true } })).toEqual(['p1', 'p2']);
      expect(await find({ 'name.last': { $regex: '^[eé]', $options: 'i' } })).toEqual(['p2']);
      expect(await find({ $and: [{ role: 'tutor' }, { status: 'active' }] })).toEqual(['p1']);
      expect(await find({ $or: [{ role: 'parent' }, { age: 12 }] })).toEqual(['p3', 'p4']);
      expect(await find({ $nor: [{ role: 'tutor' }, { status: 'deactivated' }] })).toEqual(['p3']);
      expect(await find({ age: { $not: { $gt: 30 } } })).toEqual(['p3']);
      expect(await find({ slots: { $elemMatch: { day: 2, taken: true } } })).toEqual(['p1']);
      expect(await find({ slots: { $elemMatch: { day: 1, taken: true } } })).toEqual([]);
      expect(await find({ 'slots.day': 3 })).toEqual(['p2']);
      expect(await find({ 'slots.day': { $ne: 1 } })).toEqual(['p2', 'p3', 'p4']);
      expect(await find({ tags: { $all: ['math', 'french'] } })).toEqual(['p1']);
      expect(await find({ tags: { $size: 0 } })).toEqual(['p3']);
      expect(await find({ missing: null })).toEqual(['p1', 'p2', 'p3', 'p4']);
      // The shape CASL and the list routes produce together.
      expect(
        await find({ $and: [{ role: { $in: ['tutor', 'student'] } }, { $or: [{ 'program.programId': { $in: ['a'] } }] }, { $and: [{ status: 'active' }] }] }),
      ).toEqual(['p1', 'p3']);
      expect(await find({ $and: [{}, { $or: [{ $and: [{ role: 'tutor' }, { $nor: [{ status: 'pending' }] }] }] }] })).toEqual(['p1']);
    });

    it('sorts on several keys (dotted, descending, French order), skips, limits, projects and counts', async () => {
      const store = await openStore();
      const collection = fresh(store, 'people');
      await collection.insertMany(people);
      expect(ids(await collection.find({}, { sort: { 'name.last': 1 } }))).toEqual(['p4', 'p3', 'p2', 'p1']);
      expect(ids(await collection.find({}, { sort: { status: 1, age: -1 } }))).toEqual(['p1', 'p3', 'p4', 'p2']);
      expect(ids(await collection.find({}, { sort: { age: 1 }, skip: 1, limit: 2 }))).toEqual(['p1', 'p4']);
      expect(await collection.find({ _id: 'p1' }, { projection: { 'name.first': 1 } })).toEqual([{ _id: 'p1', name: { first: 'Léa' } }]);
      const excluded = await collection.findOne({ _id: 'p3' }, { projection: { tags: 0, name: 0, program: 0 } });
      expect(excluded).toEqual({ _id: 'p3', role: 'student', status: 'active', age: 12 });
      // One document with top-level fields included (a field it lacks is left out), with and without its id.
      expect(await collection.findOne({ _id: 'p1' }, { projection: { role: 1, name: 1, absent: 1 } })).toEqual({
        _id: 'p1',
        role: 'tutor',
        name: { first: 'Léa', last: 'Martin' },
      });
      expect(await collection.findOne({ _id: 'p1' }, { projection: { tags: 1, _id: 0 } })).toEqual({ tags: ['math', 'french'] });
      expect(await collection.count({ role: 'tutor' })).toBe(2);
      expect(await collection.findPage({ role: { $ne: 'parent' } }, { sort: { age: -1 }, limit: 1 })).toEqual({ documents: [people[1]], total: 3 });
      const streamed: string[] = [];
      for await (const document of collection.stream({}, { sort: { age: 1 } })) streamed.push(document._id);
      expect(streamed).toEqual(['p3', 'p1', 'p4', 'p2']);
    });

    it('hands out copies: changing a result changes nothing stored', async () => {
      const store = await openStore();
      const collection = fresh(store, 'people');
      await collection.insertMany(people);
      const [first] = await collection.find({ _id: 'p1' });
      (first!.name as Record<string, unknown>).first = 'Changed';
      expect(((await collection.findOne({ _id: 'p1' }))!.name as Record<string, unknown>).first).toBe('Léa');
    });

    it('keeps its own copies: changing what was inserted changes nothing stored', async () => {
      const store = await openStore();
      const collection = fresh(store, 'people');
      const given = structuredClone(people);
      await collection.insertMany(given);
      (given.find((person) => person._id === 'p1')!.name as Record<string, unknown>).first = 'Changed';
      expect(((await collection.findOne({ _id: 'p1' }))!.name as Record<string, unknown>).first).toBe('Léa');
    });

    it('applies update operators, reports matched and modified counts, and upserts', async () => {
      const store = await openStore();
      const collection = fresh(store, 'people');
      await collection.insertMany(people);
      expect(
        await collection.updateOne({ _id: 'p1' }, { $set: { 'name.first': 'Lucie' }, $inc: { age: 1 }, $push: { tags: 'english' }, $unset: { status: '' } }),
      ).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      const updated = await collection.findOne({ _id: 'p1' });
      expect(updated).toMatchObject({ name: { first: 'Lucie', last: 'Martin' }, age: 32, tags: ['math', 'french', 'english'] });
      expect(updated!.status).toBeUndefined();
      await collection.updateOne(
        { _id: 'p2' },
        { $addToSet: { tags: { $each: ['math', 'art'] } }, $pull: { slots: { day: 3 } }, $min: { age: 40 }, $max: { score: 5 } },
      );
      expect(await collection.findOne({ _id: 'p2' })).toMatchObject({ tags: ['math', 'art'], slots: [], age: 40, score: 5 });
      expect(await collection.updateOne({ _id: 'none' }, { $set: { x: 1 } })).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
      expect(await collection.updateMany({ 'program.programId': 'a' }, { $set: { flagged: true } })).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      const upsert = await collection.updateOne({ _id: 'p9', role: 'vsc' }, { $set: { status: 'active' } }, { upsert: true });
      expect(upsert.upsertedId).toBe('p9');
      expect(await collection.findOne({ _id: 'p9' })).toEqual({ _id: 'p9', role: 'vsc', status: 'active' });
      expect(await collection.replaceOne({ _id: 'p3' }, { _id: 'p3', role: 'student', status: 'on-hold' })).toMatchObject({ matchedCount: 1 });
      expect(await collection.findOne({ _id: 'p3' })).toEqual({ _id: 'p3', role: 'student', status: 'on-hold' });
      expect(await collection.findOneAndUpdate({ _id: 'p4' }, { $set: { status: 'active' } })).toMatchObject({ status: 'deactivated' });
      expect(await collection.findOneAndUpdate({ _id: 'p4' }, { $set: { status: 'archived' } }, { returnDocument: 'after' })).toMatchObject({
        status: 'archived',
      });
      expect(await collection.deleteOne({ role: 'vsc' })).toEqual({ deletedCount: 1 });
      expect(await collection.deleteMany({ role: 'tutor' })).toEqual({ deletedCount: 2 });
      expect(await collection.count({})).toBe(2);
    });

    it('lets exactly one of two concurrent conditional updates win (compare-and-set)', async () => {
      const store = await openStore();
      const collection = fresh(store, 'slots');
      await collection.insertOne({ _id: 'slot', taken: false });
      const results = await Promise.all([1, 2, 3].map((who) => collection.updateOne({ _id: 'slot', taken: false }, { $set: { taken: true, by: who } })));
      expect(results.filter((result) => result.modifiedCount === 1)).toHaveLength(1);
    });

    it('refuses duplicates on unique, compound and partial indexes, naming the index; creating indexes twice is fine', async () => {
      const store = await openStore();
      const suffix = crypto.randomUUID().slice(0, 8);
      const users = store.collection(`users_${suffix}`);
      const pairs = store.collection(`pairs_${suffix}`);
      const indexes: IndexSpec[] = [
        {
          collection: `users_${suffix}`,
          name: 'student_email',
          keys: { 'contact.email': 1 as const },
          unique: true,
          partialFilter: { role: 'student', 'contact.email': { $exists: true } },
        },
        { collection: `pairs_${suffix}`, name: 'tutor_student', keys: { tutorId: 1 as const, studentId: 1 as const }, unique: true },
      ];
      await store.ensureIndexes(indexes);
      await store.ensureIndexes(indexes);
      await users.insertMany([
        { _id: 'u1', role: 'student', contact: { email: 'a@example.org' } },
        { _id: 'u2', role: 'parent', contact: { email: 'a@example.org' } },
        { _id: 'u3', role: 'student', contact: {} },
        { _id: 'u4', role: 'student', contact: {} },
      ]);
      const duplicate = await users.insertOne({ _id: 'u5', role: 'student', contact: { email: 'a@example.org' } }).catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(DuplicateKeyError);
      expect((duplicate as DuplicateKeyError).index).toBe('student_email');
      await expect(users.updateOne({ _id: 'u3' }, { $set: { 'contact.email': 'a@example.org' } })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(users.insertOne({ _id: 'u1', role: 'x' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await pairs.insertOne({ _id: 'x1', tutorId: 't', studentId: 's' });
      await pairs.insertOne({ _id: 'x2', tutorId: 't', studentId: 's2' });
      await expect(pairs.insertOne({ _id: 'x3', tutorId: 't', studentId: 's' })).rejects.toMatchObject({ index: 'tutor_student' });
    });

    it('aggregates: match, group, count, sort, unwind, project', async () => {
      const store = await openStore();
      const collection = fresh(store, 'people');
      await collection.insertMany(people);
      expect(
        await collection.aggregate([{ $match: { status: { $ne: 'deactivated' } } }, { $group: { _id: '$role', count: { $sum: 1 } } }, { $sort: { _id: 1 } }]),
      ).toEqual([
        { _id: 'student', count: 1 },
        { _id: 'tutor', count: 2 },
      ]);
      expect(
        await collection.aggregate([
          { $unwind: '$tags' },
          { $group: { _id: '$tags', count: { $sum: 1 } } },
          { $sort: { count: -1, _id: 1 } },
          { $project: { _id: 1, count: 1 } },
        ]),
      ).toEqual([
        { _id: 'math', count: 2 },
        { _id: 'french', count: 1 },
      ]);
      expect(await collection.aggregate([{ $match: { role: 'tutor' } }, { $count: 'total' }])).toEqual([{ total: 2 }]);
    });

    it('aggregates with a join and the expressions the statistics use', async () => {
      const store = await openStore();
      const suffix = crypto.randomUUID().slice(0, 8);
      const users = store.collection(`users_${suffix}`);
      const events = store.collection(`events_${suffix}`);
      await users.insertMany([
        { _id: 'u1', zip: '75011' },
        { _id: 'u2', zip: '93200' },
      ]);
      await events.insertMany([
        // 23:30 UTC on 2 March is 00:30 on 3 March in Paris.
        {
          _id: 'e1',
          at: '2025-03-02T23:30:00.000Z',
          done: '2025-03-04T23:00:00.000Z',
          state: 'entered',
          people: [{ userId: 'u1' }, { userId: 'u2' }],
          owner: 'u2',
          lines: [{ mark: 'present' }, { mark: 'absent' }],
        },
        {
          _id: 'e2',
          at: '2025-03-02T10:00:00.000Z',
          done: '2025-03-02T12:00:00.000Z',
          state: 'to-be-entered',
          people: [{ userId: 'u1' }],
          owner: 'u1',
          lines: [{ mark: 'present' }],
        },
        { _id: 'e3', at: '2025-03-10T10:00:00.000Z', state: 'confirmed', people: [] },
      ]);
      const paris = { $dateToString: { date: { $toDate: '$at' }, format: '%Y-%m-%d', timezone: 'Europe/Paris' } };
      expect(await events.aggregate([{ $group: { _id: paris, count: { $sum: 1 } } }, { $sort: { _id: 1 } }])).toEqual([
        { _id: '2025-03-02', count: 1 },
        { _id: '2025-03-03', count: 1 },
        { _id: '2025-03-10', count: 1 },
      ]);
      // A join on an array of ids and on a single id; a missing local field joins nothing.
      expect(
        await events.aggregate([
          { $lookup: { from: `users_${suffix}`, localField: 'people.userId', foreignField: '_id', as: 'joined' } },
          { $lookup: { from: `users_${suffix}`, localField: 'owner', foreignField: '_id', as: 'ownerDoc' } },
          { $match: { 'joined.zip': { $regex: '^93' } } },
          { $project: { _id: 1, people: { $size: '$joined' }, ownerZip: { $arrayElemAt: ['$ownerDoc.zip', 0] } } },
        ]),
      ).toEqual([{ _id: 'e1', people: 2, ownerZip: '93200' }]);
      // Conditions, defaults, date arithmetic and strings, as the statistics' pipelines write them.
      const late = { $gt: [{ $toDate: '$done' }, { $add: [{ $toDate: '$at' }, 48 * 3_600_000] }] };
      expect(
        await events.aggregate([
          {
            $project: {
              _id: 1,
              day: { $substrBytes: ['$at', 0, 10] },
              end: { $ifNull: ['$done', { $concat: [{ $substrBytes: ['$at', 0, 10] }, 'T23:59:59.999Z'] }] },
              entered: { $in: ['$state', ['entered', 'confirmed']] },
              before: { $cond: [{ $lt: ['$at', '2025-03-05'] }, 'before', 'within'] },
            },
          },
          { $sort: { _id: 1 } },
        ]),
      ).toEqual([
        { _id: 'e1', day: '2025-03-02', end: '2025-03-04T23:00:00.000Z', entered: true, before: 'before' },
        { _id: 'e2', day: '2025-03-02', end: '2025-03-02T12:00:00.000Z', entered: false, before: 'before' },
        { _id: 'e3', day: '2025-03-10', end: '2025-03-10T23:59:59.999Z', entered: true, before: 'within' },
      ]);
      expect(
        await events.aggregate([{ $match: { done: { $exists: true } } }, { $project: { _id: 1, late: { $cond: [late, 1, 0] } } }, { $sort: { _id: 1 } }]),
      ).toEqual([
        { _id: 'e1', late: 0 },
        { _id: 'e2', late: 0 },
      ]);
      expect(
        await events.aggregate([
          { $unwind: '$lines' },
          { $group: { _id: { day: { $substrBytes: ['$at', 0, 10] }, mark: '$lines.mark' }, count: { $sum: 1 } } },
          { $sort: { '_id.mark': 1 } },
        ]),
      ).toEqual([
        { _id: { day: '2025-03-02', mark: 'absent' }, count: 1 },
        { _id: { day: '2025-03-02', mark: 'present' }, count: 2 },
      ]);
    });

    it('commits a transaction whole, and undoes it whole when it fails', async () => {
      const store = await openStore();
      const suffix = crypto.randomUUID().slice(0, 8);
      await store.collection(`a_${suffix}`).insertOne({ _id: 'kept', n: 1 });
      await store.withTransaction(async (tx) => {
        await tx.collection(`a_${suffix}`).updateOne({ _id: 'kept' }, { $inc: { n: 1 } });
        await tx.collection(`b_${suffix}`).insertOne({ _id: 'log', what: 'inc' });
      });
      expect(await store.collection(`a_${suffix}`).findOne({ _id: 'kept' })).toEqual({ _id: 'kept', n: 2 });
      await expect(
        store.withTransaction(async (tx) => {
          await tx.collection(`a_${suffix}`).insertOne({ _id: 'new', n: 5 });
          await tx.collection(`a_${suffix}`).updateOne({ _id: 'kept' }, { $inc: { n: 10 } });
          await tx.collection(`b_${suffix}`).deleteOne({ _id: 'log' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await store.collection(`a_${suffix}`).find({}, { sort: { _id: 1 } })).toEqual([{ _id: 'kept', n: 2 }]);
      expect(await store.collection(`b_${suffix}`).count({})).toBe(1);
    });

    it('finds the same in large collections (where the embedded store reads through equality indexes)', async () => {
      const store = await openStore();
      const collection = fresh(store, 'many');
      const documents: StoredDocument[] = Array.from({ length: 1200 }, (_, index) => ({
        _id: `m${String(index).padStart(4, '0')}`,
        role: ['tutor', 'student', 'parent'][index % 3],
        level: index % 7,
        tags: index % 5 === 0 ? ['x', 'y'] : ['y'],
        people: [{ userId: `u${index % 11}` }],
        ...(index % 4 === 0 ? {} : { program: { programId: `p${index % 4}` } }),
      }));
      await collection.insertMany(documents);
      const expectCount = async (filter: Record<string, unknown>, expected: number) =>
        expect(await collection.count(filter), JSON.stringify(filter)).toBe(expected);
      const count = (test: (document: StoredDocument) => boolean) => documents.filter(test).length;
      await expectCount(
        { role: 'tutor' },
        count((document) => document.role === 'tutor'),
      );
      await expectCount(
        { $and: [{ role: { $in: ['tutor', 'parent'] } }, { level: 3 }] },
        count((document) => document.role !== 'student' && document.level === 3),
      );
      await expectCount(
        { tags: 'x' },
        count((document) => (document.tags as string[]).includes('x')),
      );
      await expectCount(
        { 'people.userId': 'u3' },
        count((document) => (document.people as { userId: string }[])[0]!.userId === 'u3'),
      );
      await expectCount(
        { 'program.programId': { $in: ['p1', 'p2'] } },
        count((document) => ['p1', 'p2'].includes((document.program as { programId?: string } | undefined)?.programId ?? '')),
      );
      await expectCount(
        { $and: [{ role: 'tutor' }, { $or: [{ level: 1 }, { level: 2 }] }] },
        count((document) => document.role === 'tutor' && (document.level === 1 || document.level === 2)),
      );
      await collection.updateOne({ _id: 'm0000' }, { $set: { role: 'vsc' } });
      await expectCount({ role: 'vsc' }, 1);
      const page = await collection.findPage({ role: { $in: ['tutor'] } }, { sort: { level: -1, _id: 1 }, skip: 5, limit: 3 });
      const expected = documents
        .filter((document) => document.role === 'tutor' && document._id !== 'm0000')
        .sort((a, b) => (b.level as number) - (a.level as number) || a._id.localeCompare(b._id));
      expect(page.total).toBe(expected.length);
      expect(ids(page.documents)).toEqual(ids(expected.slice(5, 8)));
    });

    it('finds the same by ranges in large collections (a week of occurrences), across writes', async () => {
      const store = await openStore();
      const name = `weeks_${crypto.randomUUID().slice(0, 8)}`;
      // Declared, as the occurrences' `startDate` is: the embedded store reads a range through declared paths only.
      await store.ensureIndexes([{ collection: name, name: `${name}_start`, keys: { startDate: 1 } }]);
      const collection = store.collection(name);
      const day = (index: number) => new Date(Date.UTC(2025, 0, 1) + (index % 90) * 86_400_000 + (index % 5) * 3_600_000).toISOString();
      const documents: StoredDocument[] = Array.from({ length: 1500 }, (_, index) => ({
        _id: `o${String(index).padStart(4, '0')}`,
        status: index % 6 === 0 ? 'cancelled' : 'scheduled',
        // A few with no date, a number, or a list of dates: a string bound matches only strings, a list by an item.
        ...(index % 50 === 1 ? {} : { startDate: index % 50 === 2 ? index : index % 50 === 3 ? [day(index), day(index + 40)] : day(index) }),
      }));
      await collection.insertMany(documents);
      // On a list, MongoDB holds each bound by some item, not necessarily the same one.
      const strings = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
      const within = (value: unknown, low: string, high: string) => strings(value).some((item) => item >= low) && strings(value).some((item) => item < high);
      const week = ['2025-02-03T00:00:00.000Z', '2025-02-10T00:00:00.000Z'] as const;
      const expectWeek = async (expected: StoredDocument[]) => {
        const filter = { $and: [{ status: 'scheduled' }, { startDate: { $gte: week[0], $lt: week[1] } }] };
        const wanted = expected.filter((document) => document.status === 'scheduled' && within(document.startDate, ...week));
        expect(wanted.length).toBeGreaterThan(0);
        expect(ids(await collection.find(filter, { sort: { _id: 1 } }))).toEqual(ids(wanted));
        expect(await collection.count({ startDate: { $gt: week[0], $lte: week[1] } })).toBe(
          expected.filter(
            (document) => strings(document.startDate).some((item) => item > week[0]) && strings(document.startDate).some((item) => item <= week[1]),
          ).length,
        );
      };
      await expectWeek(documents);
      expect(await collection.count({ startDate: { $lt: 100 } })).toBe(
        documents.filter((document) => typeof document.startDate === 'number' && document.startDate < 100).length,
      );
      const sorted = (await collection.find({ status: 'scheduled', startDate: { $gte: week[0], $lt: week[1] } }, { sort: { startDate: 1, _id: 1 } })).map(
        (document) => document.startDate,
      );
      expect(sorted.filter((value) => typeof value === 'string')).toEqual(sorted.filter((value) => typeof value === 'string').toSorted());
      // A document moved into the week, one out of it, one added, one deleted: the next read sees each.
      await collection.updateOne({ _id: 'o0004' }, { $set: { startDate: '2025-02-04T09:00:00.000Z' } });
      const leaving = (await collection.find({ status: 'scheduled', startDate: { $gte: week[0], $lt: week[1] } }, { sort: { _id: 1 }, limit: 1 }))[0]!;
      await collection.updateOne({ _id: leaving._id }, { $set: { startDate: '2025-05-01T09:00:00.000Z' } });
      await collection.insertOne({ _id: 'o9999', status: 'scheduled', startDate: '2025-02-09T23:00:00.000Z' });
      await collection.deleteOne({ _id: 'o0005' });
      await expectWeek(await collection.find({}, { sort: { _id: 1 } }));
      expect(ids(await collection.find({ startDate: { $gte: '2025-02-04T09:00:00.000Z', $lte: '2025-02-04T09:00:00.000Z' } }))).toContain('o0004');
    });

    it('compacts collections without changing what they hold, and keeps taking writes after', async () => {
      const store = await openStore();
      const [name, otherName] = ['people', 'counters'].map((prefix) => `${prefix}_${crypto.randomUUID().slice(0, 8)}`) as [string, string];
      const collection = store.collection(name);
      const other = store.collection(otherName);
      await collection.insertMany(people);
      await other.insertOne({ _id: 'x', n: 1 });
      await collection.updateOne({ _id: 'p1' }, { $set: { status: 'deactivated' } });
      await collection.deleteOne({ _id: 'p2' });
      const [compacted, concurrent] = await Promise.all([store.compact([name, otherName, name]), other.updateOne({ _id: 'x' }, { $inc: { n: 1 } })]);
      expect(compacted).toBeUndefined();
      expect(concurrent.modifiedCount).toBe(1);
      expect(ids(await collection.find({}, { sort: { _id: 1 } }))).toEqual(['p1', 'p3', 'p4']);
      expect(await collection.findOne({ _id: 'p1' })).toMatchObject({ status: 'deactivated' });
      await store.compact([]);
      await collection.insertOne({ _id: 'p5', role: 'tutor' });
      expect(await collection.count({})).toBe(4);
      expect(await other.findOne({ _id: 'x' })).toEqual({ _id: 'x', n: 2 });
    });

    it('says it is ready once it can serve every request', async () => {
      const store = await openStore();
      await vi.waitFor(async () => expect(await store.ready()).toBe(true), { timeout: 30_000 });
    });
  });
}
