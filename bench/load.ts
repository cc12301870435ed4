/**
 * A small closed-loop load generator, run as its own process so that it does not share an event
 * loop with the server it measures: `tsx bench/load.ts <url> <connections> <seconds> [headers-json]`.
 * Prints {requests, errors, rps, p50, p95, p99} as JSON.
 */
import http from 'node:http';

const [url = '', connArg = '50', secArg = '5', headersArg = '{}'] = process.argv.slice(2);
const connections = Number(connArg);
const seconds = Number(secArg);
const parsedHeaders: unknown = JSON.parse(headersArg);
const headers: Record<string, string> = {};
if (typeof parsedHeaders === 'object' && parsedHeaders !== null) for (const [k, v] of Object.entries(parsedHeaders)) if (typeof v === 'string') headers[k] = v;

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies: number[] = [];
let errors = 0;
const until = Date.now() + seconds * 1000;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        else errors++;
        resolve();
      });
    });
    req.on('error', () => {
      errors++;
      resolve();
    });
  });
}

async function loop(): Promise<void> {
  while (Date.now() < until) await once();
}

// A short warm-up, then the measured run.
const warm = Date.now() + 1000;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (Date.now() < warm) await once();
  }),
);
latencies.length = 0;
errors = 0;
const start = Date.now();
await Promise.all(Array.from({ length: connections }, loop));
const elapsed = (Date.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
console.log(JSON.stringify({ requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99) }));
agent.destroy();
