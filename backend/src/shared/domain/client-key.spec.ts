import { clientKeyOf } from './client-key';

describe('clientKeyOf', () => {
  it('a client is its IPv4 address or its IPv6 /64, never the raw address', () => {
    expect(clientKeyOf('10.0.0.1')).toBe(clientKeyOf('::ffff:10.0.0.1'));
    expect(clientKeyOf('10.0.0.1')).not.toBe(clientKeyOf('10.0.0.2'));
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKeyOf('2001:0db8:0001:0002::1')).toBe(clientKeyOf('2001:db8:1:2::1'));
    expect(clientKeyOf('2001:db8:1:2::1')).not.toBe(clientKeyOf('2001:db8:1:3::1'));
    expect(clientKeyOf('::1')).not.toBe(clientKeyOf('::2:0:0:0:1'));
    expect(clientKeyOf('10.0.0.1')).toMatch(/^[0-9a-f]{64}$/);
    expect(clientKeyOf('10.0.0.1')).not.toContain('10.0.0.1');
  });
});
