import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortFree, listening, listenProblem } from './listening.ts';

describe('listening', () => {
  it('resolves once the server listens', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await expect(listening(server, 0)).resolves.toBeUndefined();
    server.close();
  });

  it('turns a taken port into one sentence instead of an unhandled error event', async () => {
    const holder = createNetServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = createServer();
    server.listen(port, '127.0.0.1');
    await expect(listening(server, port)).rejects.toThrow(`port ${port} is in use (stop what listens there, or choose another port with PORT=…)`);
    // The check before the database opens says the same, and a free port passes it.
    await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow(`port ${port} is in use`);
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });

  it('names a port this user may not open, and passes other errors on as Node words them', () => {
    const error = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(listenProblem(error('EACCES'), 80)).toBe('port 80 may not be opened by this user (choose one above 1023 with PORT=…)');
    expect(listenProblem(error('EINVAL', 'listen EINVAL'), 1)).toBe('listen EINVAL');
  });
});
