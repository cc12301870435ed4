import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  constructor(readonly scriptURL = 'https://dodam.test/sw.js') {
    super();
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  update(): Promise<void> {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The browser found a new sw.js: it installs, then waits while an older worker controls pages. */
  find(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

let registration: FakeRegistration;
let container: EventTarget & { register: ReturnType<typeof vi.fn> };
let page: EventTarget & { visibilityState: DocumentVisibilityState };
let reloads: number;

async function load() {
  vi.resetModules();
  return import('./register-sw.ts');
}

/** Registers and lets the registration settle. */
async function register(sw: Awaited<ReturnType<typeof load>>): Promise<void> {
  await sw.registerServiceWorker();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), { register: vi.fn(() => Promise.resolve(registration)) });
  page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  reloads = 0;
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('document', page);
  vi.stubGlobal('window', { location: { reload: () => (reloads += 1) } });
  // What workbox-window reads of the page besides navigator.serviceWorker.
  vi.stubGlobal('location', { href: 'https://dodam.test/' });
  vi.stubGlobal('self', globalThis);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ARCHITECTURE §5 service worker updates: offered, never forced', () => {
  it('registers /sw.js for the whole site', async () => {
    const sw = await load();
    await register(sw);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(sw.updateStore.isWaiting()).toBe(false);
  });

  it('a new version already waiting when the page opens is offered', async () => {
    registration.waiting = new FakeWorker();
    const sw = await load();
    await register(sw);
    expect(sw.updateStore.isWaiting()).toBe(true);
  });

  it('a new version found later is offered once it installs and waits, and the store tells its listeners', async () => {
    const sw = await load();
    await register(sw);
    let told = 0;
    sw.updateStore.subscribe(() => (told += 1));
    const worker = new FakeWorker();
    registration.find(worker);
    worker.become('installed');
    registration.waiting = worker;
    expect(sw.updateStore.isWaiting()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(sw.updateStore.isWaiting()).toBe(true);
    expect(told).toBe(1);
    sw.updateStore.dismiss();
    expect(sw.updateStore.isWaiting()).toBe(false);
  });

  it('a worker that activates at once (first install, or skipWaiting while installing) is not offered', async () => {
    const sw = await load();
    await register(sw);
    const worker = new FakeWorker();
    registration.find(worker);
    worker.become('installed');
    worker.become('activating');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sw.updateStore.isWaiting()).toBe(false);
  });

  it('Reload asks the waiting worker to take over and reloads once it controls the page', async () => {
    const worker = new FakeWorker();
    registration.waiting = worker;
    const sw = await load();
    await register(sw);
    sw.applyUpdate();
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads).toBe(0);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads).toBe(1);
  });

  it('coming back to the foreground checks for a new version', async () => {
    const sw = await load();
    await register(sw);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(registration.updates).toBe(0);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(registration.updates).toBe(1);
  });

  it('a failed registration is logged, and the app goes on without updates', async () => {
    container.register.mockRejectedValue(new Error('insecure'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sw = await load();
    await register(sw);
    expect(log).toHaveBeenCalled();
    sw.applyUpdate();
    expect(reloads).toBe(0);
  });
});
