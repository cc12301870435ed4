/**
 * GET /api/health one call after another (5 ms apart), in a process of its own so that neither the
 * server nor the bench sending the heavy requests shares its event loop (decision 0078):
 * `tsx bench/health-probe.ts <url>`. Prints `ready` after its first answer; on a line on stdin it
 * stops and prints the latencies (ms) of the 200 answers as a JSON array.
 */
import http from 'node:http';
import { createInterface } from 'node:readline';

const [url = ''] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies: number[] = [];
let running = true;

const once = () =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const req = http.get(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started);
        resolve();
      });
    });
    req.on('error', () => resolve());
  });

createInterface({ input: process.stdin }).once('line', () => {
  running = false;
});
await once();
latencies.length = 0;
console.log('ready');
while (running) {
  await once();
  await new Promise((r) => setTimeout(r, 5));
}
console.log(JSON.stringify(latencies));
agent.destroy();
process.exit(0);
