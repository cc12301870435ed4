import { describe, expect, it } from 'vitest';
import { nodeEnvOf } from './env.ts';

describe('npm start decides whether it may build from NODE_ENV alone (decision 0055)', () => {
  it('reads development by default and production when set, even with the rest of production missing', () => {
    expect(nodeEnvOf({})).toBe('development');
    expect(nodeEnvOf({ NODE_ENV: 'test' })).toBe('test');
    expect(nodeEnvOf({ NODE_ENV: 'production' })).toBe('production');
  });

  it('never builds on an unknown NODE_ENV: it counts as production until parseEnv refuses it', () => {
    expect(nodeEnvOf({ NODE_ENV: 'staging' })).toBe('production');
  });
});
