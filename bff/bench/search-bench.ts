import { timed } from './bench-server.ts';

/**
 * `q=` over the 10,000 tutors, one request at a time (a search box is typed by one person): whole names, parts of
 * names, names typed without their accents, two words in any order, and a word nobody holds. Target (issue "Speed
 * under load"): p95 ≤ 20 ms.
 */
const SEARCHES = ['martin', 'Léa', 'lea', 'chlo', 'DUBOIS', 'hugo bernard', 'bernard hugo', 'ber', 'tuteur.4242', 'zzz', 'ois', 'example'];

export async function measureSearch(url: string, cookie: string): Promise<{ p50: number; p95: number; max: number }> {
  const search = (round: number) => SEARCHES[round % SEARCHES.length]!;
  const call = async (round: number) => {
    const response = await fetch(`${url}/v1/tutors?_start=0&_end=20&q=${encodeURIComponent(search(round))}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`Search failed: ${response.status}`);
    await response.arrayBuffer();
  };
  await timed(SEARCHES.length, call); // warm-up: the indexes are built on the first search
  return timed(240, call);
}
