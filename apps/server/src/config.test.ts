import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_PROXY and REQUEST_TIMEOUT_MS', () => {
  const trustOf = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('reads the number of proxy hops, the proxies’ addresses, or yes and no', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1, fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses what is neither, naming the variable', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '1.2.3', '127.0.0.1,', '-1']) {
      expect(() => trustOf(bad), bad).toThrow(ConfigError);
      expect(() => trustOf(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('gives a request 30 s to arrive unless told otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
