/**
 * How busy the machine is with work other than this test run, measured between two stages of
 * npm test, when the run itself has nothing running (decision 0096). Two end-to-end shards on a
 * machine that another run already keeps busy double the load of both: their journeys then wait
 * on the CPU past their bounds. The journeys run as one Playwright run there instead.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * Above this share of all cores busy with other work, the journeys run as one Playwright run. A quiet
 * machine between stages measures a few percent; two runs started together reach their journeys
 * seconds apart, when the other's last server tests or first journeys' server may keep only half a
 * core busy, so the bar is low.
 */
export const BUSY_SHARE = 0.25;

type CpuTimes = { busy: number; total: number };

/** The machine's CPU counters (Linux /proc/stat, first line), or null elsewhere. */
function cpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
    // user nice system idle iowait irq softirq steal …: idle and iowait are not work.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share (0–1) of all cores busy over `ms` milliseconds; without /proc/stat, the 1-minute load per core. */
export async function busyShare(ms = 5_000): Promise<number> {
  const before = cpuTimes();
  if (!before) return Math.min(1, (loadavg()[0] ?? 0) / Math.max(1, cpus().length));
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  if (!after || after.total <= before.total) return 0;
  return (after.busy - before.busy) / (after.total - before.total);
}

/**
 * The number of Playwright runs: E2E_SHARDS when set (an explicit choice is kept), otherwise two,
 * or one on a machine already busy with other work.
 */
export function e2eShardCount(requested: string | undefined, share: number): number {
  const asked = Number(requested);
  if (requested !== undefined && requested !== '' && Number.isInteger(asked) && asked >= 1) return asked;
  return share > BUSY_SHARE ? 1 : 2;
}
