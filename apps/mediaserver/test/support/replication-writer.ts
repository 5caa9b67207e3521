/**
 * A child process for the durability test: opens the replica database given as its argument, commits one
 * write, says so on stdout and waits to be killed (kill -9: no close, no checkpoint, no exit handlers).
 */
import { replicaOf } from './replicas.ts';

const replica = replicaOf('writer', Date.now, process.argv[2]!);
replica.db.prepare("INSERT INTO users (id, name) VALUES ('u1', 'acknowledged')").run();
process.stdout.write('committed\n');
setInterval(() => {}, 60_000);
