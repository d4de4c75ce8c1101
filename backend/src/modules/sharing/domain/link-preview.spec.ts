import { cardVersion, showsPreview } from './link-preview';
import type { ShareLink } from './share-link';
import { aShareLink } from './testing/share-links';

const NOW = new Date('2026-11-27T12:00:00.000Z');

const link = (settings: Partial<ShareLink> = {}) => aShareLink(NOW, settings);

describe('link previews', () => {
  it('only an uncoded, indexable, open link shows the person in its preview', () => {
    expect(showsPreview(link(), NOW)).toBe(true);
    expect(showsPreview(link({ expiresAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(true);
    expect(showsPreview(link({ securityCode: '1234' }), NOW)).toBe(false);
    expect(showsPreview(link({ noindex: true }), NOW)).toBe(false);
    expect(showsPreview(link({ pausedAt: NOW }), NOW)).toBe(false);
    expect(showsPreview(link({ expiresAt: NOW }), NOW)).toBe(false);
  });

  it('a card version is the same for the same inputs and new for any change, and URL-safe', () => {
    const v = cardVersion('share', 's1', '{"a":1}');
    expect(v).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cardVersion('share', 's1', '{"a":1}')).toBe(v);
    const others = [
      cardVersion('share', 's2', '{"a":1}'),
      cardVersion('share', 's1', '{"a":2}'),
      cardVersion('public', 's1', '{"a":1}'),
    ];
    expect(new Set([v, ...others]).size).toBe(4);
  });
});
