import { Query } from 'mingo';
import type { Filter } from '../store.ts';
import { WORDS_FIELD, wordsOfDocument } from '../document-words.ts';

/**
 * Filters as plain JavaScript predicates, for speed: mingo evaluates a query at about 2 µs a document, which
 * makes a list over 10,000 users take tens of milliseconds. The operators the app and CASL emit are compiled
 * here with MongoDB's semantics (arrays match when an element does, missing counts as null, comparisons only
 * within a type); a filter using anything else is handed to mingo whole. The contract suite runs the same cases
 * on both stores.
 */
export type Predicate = (document: unknown) => boolean;

class Unsupported extends Error {}

export function compileFilter(filter: Filter): Predicate {
  try {
    return compileDocument(filter);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    const query = new Query(filter);
    return (document) => query.test(document as Record<string, unknown>);
  }
}

function compileDocument(filter: Filter): Predicate {
  const parts: Predicate[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(condition)) throw new Unsupported();
      const branches = condition.map((branch) => compileDocument(branch as Filter));
      if (key === '$and') parts.push(all(branches));
      else if (key === '$or') parts.push(any(branches));
      else {
        const either = any(branches);
        parts.push((document) => !either(document));
      }
    } else if (key.startsWith('$')) throw new Unsupported();
    else parts.push(compileField(key.split('.'), condition));
  }
  return parts.length === 1 ? parts[0]! : all(parts);
}

// Plain loops: these run for every document of a collection, and a closure per call costs more than the test.
function all<T>(tests: ((input: T) => boolean)[]): (input: T) => boolean {
  return (input) => {
    for (const test of tests) if (!test(input)) return false;
    return true;
  };
}

function any<T>(tests: ((input: T) => boolean)[]): (input: T) => boolean {
  return (input) => {
    for (const test of tests) if (test(input)) return true;
    return false;
  };
}

/** The values a dotted path reaches, through arrays of objects as MongoDB does; `undefined` when missing. */
function valuesAt(document: unknown, path: readonly string[], from = 0): unknown[] {
  let current: unknown = document;
  for (let index = from; index < path.length; index += 1) {
    if (Array.isArray(current)) {
      const segment = path[index]!;
      if (/^\d+$/.test(segment)) {
        current = current[Number(segment)];
        continue;
      }
      return current.flatMap((item) => (isObject(item) ? valuesAt(item, path, index) : []));
    }
    if (!isObject(current)) return [undefined];
    current = current[path[index]!];
  }
  return [current];
}

function compileField(path: readonly string[], condition: unknown): Predicate {
  const test = isOperatorObject(condition) ? compileOperators(condition) : anyValue(equalsTest(condition));
  // The port's `_words` are not stored here: they are worked out from the document when a filter reads them.
  if (path.length === 1 && path[0] === WORDS_FIELD) {
    const fast = compileWordsCondition(condition);
    return fast ? (document) => fast(wordsOfDocument(document as object)) : (document) => test([[...wordsOfDocument(document as object)]]);
  }
  // Most paths cross no array: walk them without allocating; only a path through an array takes the general way.
  const single: unknown[] = [undefined];
  return (document) => {
    let current: unknown = document;
    for (const segment of path) {
      if (Array.isArray(current)) return test(valuesAt(document, path));
      if (!isObject(current)) {
        current = undefined;
        break;
      }
      current = current[segment];
    }
    single[0] = current;
    return test(single);
  };
}

/**
 * The conditions the erasure sends on `_words` (a word, all or any of several, a word's beginning), as tests on the
 * set of a document's words: testing each against every word made the first erasure of a large store three times
 * slower than the pass over every document it replaces. Anything else takes the general way.
 */
function compileWordsCondition(condition: unknown): ((words: ReadonlySet<string>) => boolean) | undefined {
  if (typeof condition === 'string') return (words) => words.has(condition);
  if (!isOperatorObject(condition)) return undefined;
  const entries = Object.entries(condition);
  if (entries.length !== 1) return undefined;
  const [operator, operand] = entries[0]!;
  const strings = Array.isArray(operand) && operand.every((item) => typeof item === 'string') ? (operand as string[]) : undefined;
  if (operator === '$eq' && typeof operand === 'string') return (words) => words.has(operand);
  if (operator === '$in' && strings) return (words) => strings.some((word) => words.has(word));
  if (operator === '$all' && strings) return (words) => strings.length > 0 && strings.every((word) => words.has(word));
  if (operator === '$regex' && typeof operand === 'string' && /^\^[\p{L}\p{N}]+$/u.test(operand)) {
    const beginning = operand.slice(1);
    return (words) => {
      for (const word of words) if (word.startsWith(beginning)) return true;
      return false;
    };
  }
  return undefined;
}

/** Passes when one of the values the path reaches passes. */
function anyValue(test: (value: unknown) => boolean): (values: unknown[]) => boolean {
  return (values) => {
    for (const value of values) if (test(value)) return true;
    return false;
  };
}

/**
 * Operators on the values a path reaches. Negative operators are the negation of the positive one over all the
 * values (`$ne: x` is "no value equals x"), as in MongoDB.
 */
function compileOperators(operators: Record<string, unknown>): (values: unknown[]) => boolean {
  const tests: ((values: unknown[]) => boolean)[] = [];
  const options = typeof operators.$options === 'string' ? operators.$options : '';
  const not = (test: (values: unknown[]) => boolean) => (values: unknown[]) => !test(values);
  for (const [operator, operand] of Object.entries(operators)) {
    switch (operator) {
      case '$eq':
        tests.push(anyValue(equalsTest(operand)));
        break;
      case '$ne':
        tests.push(not(anyValue(equalsTest(operand))));
        break;
      case '$in':
      case '$nin': {
        if (!Array.isArray(operand)) throw new Unsupported();
        const anyOf = anyValue(oneOfTest(operand));
        tests.push(operator === '$in' ? anyOf : not(anyOf));
        break;
      }
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        tests.push(anyValue(compareTest(operator, operand)));
        break;
      case '$exists': {
        const present = anyValue((value) => value !== undefined);
        tests.push(operand ? present : not(present));
        break;
      }
      case '$regex': {
        if (typeof operand !== 'string' || /[^imsu]/.test(options)) throw new Unsupported();
        const pattern = new RegExp(operand, options);
        const matches = (item: unknown) => typeof item === 'string' && pattern.test(item);
        // No array made for a plain value: a search runs this on every field of every document.
        tests.push(anyValue((value) => (Array.isArray(value) ? value.some(matches) : matches(value))));
        break;
      }
      case '$options':
        break;
      case '$elemMatch': {
        if (!isObject(operand)) throw new Unsupported();
        const operators = isOperatorObject(operand) ? compileOperators(operand) : undefined;
        const inner: Predicate = operators ? (item) => operators([item]) : compileDocument(operand);
        tests.push(anyValue((value) => Array.isArray(value) && value.some((item) => inner(item))));
        break;
      }
      case '$all': {
        if (!Array.isArray(operand)) throw new Unsupported();
        const equals = operand.map(equalsTest);
        tests.push(anyValue((value) => Array.isArray(value) && equals.every((test) => value.some((item) => test(item)))));
        break;
      }
      case '$size':
        tests.push(anyValue((value) => Array.isArray(value) && value.length === operand));
        break;
      case '$not': {
        if (!isObject(operand) || !isOperatorObject(operand)) throw new Unsupported();
        tests.push(not(compileOperators(operand)));
        break;
      }
      default:
        throw new Unsupported();
    }
  }
  return all(tests);
}

/**
 * `$in`'s test of one value: equalsTest of any operand. Plain values go in a Set, looked up once: a `$in` of
 * thousands of ids (the matching asks for the people whose profiles it does not keep yet) tested each candidate
 * document against each id, millions of comparisons. The same answers: for a plain value other than NaN, equalsTest
 * is `===` or, on an array, `includes` (SameValueZero, which is `===` once NaN is set aside), and Set.has is SameValueZero.
 */
function oneOfTest(operands: readonly unknown[]): (value: unknown) => boolean {
  const plain = (operand: unknown) => typeof operand === 'string' || typeof operand === 'boolean' || (typeof operand === 'number' && !Number.isNaN(operand));
  if (!operands.every(plain)) return any(operands.map(equalsTest));
  const set = new Set(operands);
  return (value) => set.has(value) || (Array.isArray(value) && value.some((item) => set.has(item)));
}

/** MongoDB equality: null matches missing, an array matches when it equals or holds the value. */
function equalsTest(expected: unknown): (value: unknown) => boolean {
  if (expected === null || expected === undefined)
    return (value) => value === null || value === undefined || (Array.isArray(value) && value.some((item) => item === null));
  if (typeof expected === 'object') {
    const serialised = JSON.stringify(expected);
    return (value) => JSON.stringify(value) === serialised || (Array.isArray(value) && value.some((item) => JSON.stringify(item) === serialised));
  }
  return (value) => value === expected || (Array.isArray(value) && value.includes(expected));
}

function compareTest(operator: '$gt' | '$gte' | '$lt' | '$lte', operand: unknown): (value: unknown) => boolean {
  if (typeof operand !== 'number' && typeof operand !== 'string') throw new Unsupported();
  const compare = (value: unknown): boolean => {
    if (typeof value !== typeof operand) return false;
    const left = value as number | string;
    if (operator === '$gt') return left > operand;
    if (operator === '$gte') return left >= operand;
    if (operator === '$lt') return left < operand;
    return left <= operand;
  };
  return (value) => (Array.isArray(value) ? value.some(compare) : compare(value));
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  return isObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key.startsWith('$'));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
