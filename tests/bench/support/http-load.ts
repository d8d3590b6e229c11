// A small HTTP load driver (autocannon's model: N keep-alive connections, each sending its next
// request when the last answer arrives) run in a worker thread, so the servers under test keep
// the main thread's event loop to themselves. The worker's code is plain JavaScript (eval): a
// worker thread does not inherit tsx's loader.
import { Worker } from 'node:worker_threads';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** Measured seconds (after a warm-up of a tenth of it, at least one second). */
  seconds: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p99: number;
}

const WORKER = `
const { Agent, request } = require('node:http');
const { performance } = require('node:perf_hooks');
const { parentPort, workerData: spec } = require('node:worker_threads');
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
const once = () => new Promise((resolve) => {
  const req = request(spec.url, { agent, headers: spec.headers }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode === 200));
  });
  req.on('error', () => resolve(false));
  req.end();
});
const warmUntil = performance.now() + Math.max(1000, spec.seconds * 100);
const endAt = warmUntil + spec.seconds * 1000;
const times = [];
let errors = 0;
const loop = async () => {
  for (;;) {
    const start = performance.now();
    if (start >= endAt) return;
    const ok = await once();
    if (start >= warmUntil) {
      times.push(performance.now() - start);
      if (!ok) errors++;
    }
  }
};
Promise.all(Array.from({ length: spec.connections }, loop)).then(() => {
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
  parentPort.postMessage({
    requests: times.length, errors, reqPerSec: times.length / spec.seconds, p50: at(0.5), p99: at(0.99),
  });
});
`;

/** Runs the load in a worker thread and resolves with its figures. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: spec });
    worker.once('message', (r: LoadResult) => {
      resolve(r);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
