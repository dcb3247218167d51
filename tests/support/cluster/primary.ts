import { join } from 'node:path';
import { startCluster } from '../../../scripts/lib/cluster';

/** Two stand-in processes sharing the port given as the argument; prints READY once both serve, WORKERS <pids> when asked (SIGUSR2), RESTARTED after a rolling restart (SIGHUP), STOPPED after SIGTERM. */
const port = process.argv[2]!;
const running = startCluster({ exec: join(import.meta.dirname, 'stand-in.ts'), processes: 2, env: { STAND_IN_PORT: port }, restartMs: 50 });
// The handlers come first: a test may signal as soon as it reads READY, before this process runs on (SIGUSR2 would end it).
process.on('SIGUSR2', () =>
  console.log(
    `WORKERS ${running
      .workers()
      .map((worker) => worker.process.pid)
      .join(' ')}`,
  ),
);
// A rolling restart, as `npm run start:cluster` makes on SIGHUP.
process.on('SIGHUP', () => void running.restart().then(() => console.log('RESTARTED')));
process.on('SIGTERM', () => {
  void running.stop().then(() => {
    console.log('STOPPED');
    process.exit(0);
  });
});
await running.ready;
console.log('READY');
