import { readFile } from 'node:fs/promises';

/**
 * The functions that spent the most time themselves (self time) in a `.cpuprofile`, one line each:
 * `node bench/dist/bench/profile-summary.js <file> [count]`. Enough to read a bench's profile without a browser.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('Usage: profile-summary <file.cpuprofile> [count]');
const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const frame = nodes.get(id)!.callFrame;
  // The path from the package down, so the lines stay short and say whose code it is.
  const where = frame.url.replace(/^.*\/(node_modules|schema|bff)\//, '$1/');
  const key = `${frame.functionName || '(anonymous)'} ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
  selfTime.set(key, (selfTime.get(key) ?? 0) + micros);
});
console.info(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
for (const [key, micros] of [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(count)))
  console.info(`${(micros / 1000).toFixed(0).padStart(7)} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`);
