import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import fileSeconds from './file-seconds.json' with { type: 'json' };

const SECONDS: Record<string, number> = fileSeconds;

/**
 * Splits the files among `--shard=i/n` runs by how long each took in a whole run (`file-seconds.json`), rather than
 * by count as vitest does: one file of the suite takes two minutes and many take milliseconds, so halves by count
 * came out 871 s and 387 s in CI. The longest files go first, each to the run with the least work so far; every
 * shard's process computes the same split from the same list. A file missing from the table (a new one) weighs
 * the median; a stale table only balances worse, it never loses or repeats a file. To refresh the table, run the
 * suite and keep each file's seconds (`npx vitest run --reporter=json --outputFile=...`, then its `testResults`).
 */
export class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shard, root } = this.ctx.config;
    if (!shard) return files;
    const known = Object.values(SECONDS).sort((a, b) => a - b);
    const median = known[Math.floor(known.length / 2)] ?? 1;
    const weighed = files
      .map((spec) => {
        const key = path.relative(root, spec.moduleId).split(path.sep).join('/');
        return { spec, key: `${spec.project.name}:${key}`, seconds: SECONDS[key] ?? median };
      })
      .sort((a, b) => b.seconds - a.seconds || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const loads = Array.from({ length: shard.count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const { spec, seconds } of weighed) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] = loads[lightest]! + seconds;
      if (lightest === shard.index - 1) mine.push(spec);
    }
    return mine;
  }
}
