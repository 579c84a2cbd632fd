import type { StoredDocument } from '../src/store/store.ts';

/**
 * Copies of the demo's families and their tutoring, for an association several times its size: copy `k` of a
 * record is the record with every reference to a copied record renamed (`<id>-x<k>`), so that its tutor, student,
 * parent, pair, series, occurrences and reports point at one another as in the demo. What must stay unique across
 * people (e-mail addresses, phone numbers, video rooms) is made so. Copy 0 is the demo itself.
 */
export class DemoCopier {
  private readonly ids: ReadonlySet<string>;
  private readonly phones = new Set<string>();
  private nextPhone = 0;

  /** `copied`: the records of the collections that are copied (their `_id`s are what a copy renames). */
  constructor(copied: readonly StoredDocument[]) {
    this.ids = new Set(copied.map((document) => document._id));
    for (const document of copied) collectPhones(document, this.phones);
  }

  copy(document: StoredDocument, copy: number): StoredDocument {
    if (copy === 0) return document;
    return this.rename(document, copy, '') as StoredDocument;
  }

  private rename(value: unknown, copy: number, key: string): unknown {
    if (typeof value === 'string') return this.renameText(value, copy, key);
    if (Array.isArray(value)) return value.map((item) => this.rename(item, copy, key));
    if (value && typeof value === 'object') {
      const renamed: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(value)) renamed[name] = this.rename(field, copy, name);
      return renamed;
    }
    return value;
  }

  private renameText(text: string, copy: number, key: string): string {
    if (this.ids.has(text)) return `${text}-x${copy}`;
    if (EMAIL.test(text)) return text.replace('@', `.x${copy}@`);
    if (PHONE.test(text)) return this.freshPhone(text);
    // A session's video room names its meeting: two sessions never share one.
    if (key === 'videoRoom') return `${text}x${copy}`;
    return text;
  }

  /** A phone number of the same prefix that nobody has: students' numbers are unique (section 5). */
  private freshPhone(original: string): string {
    for (;;) {
      const candidate = `${original.slice(0, 5)}${String(this.nextPhone++).padStart(original.length - 5, '0')}`;
      if (!this.phones.has(candidate)) {
        this.phones.add(candidate);
        return candidate;
      }
    }
  }
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]+$/i;
const PHONE = /^\+33\d{9}$/;

function collectPhones(value: unknown, phones: Set<string>): void {
  if (typeof value === 'string') {
    if (PHONE.test(value)) phones.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectPhones(item, phones);
  } else if (value && typeof value === 'object') {
    for (const field of Object.values(value)) collectPhones(field, phones);
  }
}
