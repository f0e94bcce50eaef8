import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './refresh-timing.ts';

const NOW = 1_900_000_000_000;
const nowSeconds = NOW / 1000;

describe('refreshDelayMs', () => {
  it('refreshes a 15-minute token one minute before it expires', () => {
    expect(refreshDelayMs({ exp: nowSeconds + 900, iat: nowSeconds, username: 'a' }, NOW)).toBe(840_000);
  });

  it('refreshes a 20-second token when 5 seconds are left', () => {
    expect(refreshDelayMs({ exp: nowSeconds + 20, iat: nowSeconds, username: 'a' }, NOW)).toBe(15_000);
  });

  it('answers 0 (at once) for a token that has expired or is inside its refresh lead', () => {
    expect(refreshDelayMs({ exp: nowSeconds - 5, iat: nowSeconds - 905, username: 'a' }, NOW)).toBe(0);
    expect(refreshDelayMs({ exp: nowSeconds + 30, iat: nowSeconds - 870, username: 'a' }, NOW)).toBe(0);
  });

  it('uses the one-minute lead when the token has no iat', () => {
    expect(refreshDelayMs({ exp: nowSeconds + 300, iat: undefined, username: undefined }, NOW)).toBe(240_000);
  });

  it('converts the server expiry to browser time with the learnt clock offset', () => {
    const serverAhead = 120_000;
    const claims = { exp: nowSeconds + 120 + 900, iat: nowSeconds + 120, username: 'a' };
    expect(refreshDelayMs(claims, NOW, serverAhead)).toBe(840_000);
  });
});
