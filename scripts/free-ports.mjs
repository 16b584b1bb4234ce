// Prints N ports (default 1) that nothing listens on now, one a line, for CI's own PostgreSQL cluster and
// servers: a developer's console, a second checkout or another run on the machine keep theirs.
import { createServer } from 'node:net';

const count = Number(process.argv[2] ?? 1);
const probes = [];
for (let i = 0; i < count; i++) {
  probes.push(
    await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      // Held open until all are chosen, so the N ports differ.
      probe.listen(0, '127.0.0.1', () => resolve(probe));
    }),
  );
}
for (const probe of probes) console.log(probe.address().port);
await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
