import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOver, startServerProcess, type RunningServer } from '../support/server-process.ts';

/**
 * Nothing acknowledged is lost: writes stream in from several clients, the server is killed with SIGKILL in the
 * middle, and after a restart on the same data directory every write that was answered 2xx is there.
 */
describe('durability of acknowledged writes', () => {
  let directory = '';
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.kill();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('keeps every 2xx write across a SIGKILL', { timeout: 180_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-durability-'));
    server = await startServerProcess({ runtime: 'node', dataDirectory: directory });
    const cookie = await signInOver(server.url, 'super_administrator@demo.binome.test');
    const acknowledged: { id: string; name: string }[] = [];
    const updated = new Map<string, string>();
    let stop = false;
    const writer = async (worker: number) => {
      for (let index = 0; !stop; index += 1) {
        const name = `Établissement ${worker}-${index}`;
        try {
          const response = await fetch(`${server!.url}/v1/establishments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ establishmentName: name, typeOfEstablishment: 'middle' }),
          });
          if (response.status === 201) {
            const record = (await response.json()) as { id: string };
            acknowledged.push({ id: record.id, name });
            const patch = await fetch(`${server!.url}/v1/establishments/${record.id}`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ contactName: `Contact ${index}` }),
            });
            if (patch.status === 200) updated.set(record.id, `Contact ${index}`);
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.kill();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    server = await startServerProcess({ runtime: 'node', dataDirectory: directory });
    const again = await signInOver(server.url, 'super_administrator@demo.binome.test');
    for (const { id, name } of acknowledged) {
      const response = await fetch(`${server.url}/v1/establishments/${id}`, { headers: { cookie: again } });
      expect(response.status, `${name} (${id})`).toBe(200);
      const record = (await response.json()) as { establishmentName: string; contactName?: string };
      expect(record.establishmentName).toBe(name);
      if (updated.has(id)) expect(record.contactName).toBe(updated.get(id));
    }
  });
});
