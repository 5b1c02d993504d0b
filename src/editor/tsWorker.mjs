// A worker thread that runs a TypeScript module of the editor (workerData.entry, a file URL): Node 20
// does not hand the main thread's `--import tsx` to a worker, so the worker registers tsx itself
// before importing its module. Plain JavaScript, as it runs before tsx is there.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
