import { FROZEN_SNAPSHOTS } from '@resume/contracts';
import type { CompleteResume, PublicCompleteResume, User } from '@resume/contracts';
import { checkRoomForSnapshot, frozenShare, newSnapshot } from './frozen-share';

const NOW = new Date('2026-05-06T07:08:09Z');

const owner = (settings: Partial<User> = {}): User => ({
  id: 'u1',
  name: 'Ada',
  username: 'ada',
  title: 'Engineer',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  location: 'London',
  linkedin: null,
  github: null,
  website: 'ada.dev',
  plan: 'premium',
  subscriptionStatus: 'active',
  domain: null,
  customDomain: null,
  domainSecurityCode: 'dns-secret',
  subdomain: null,
  linkedinId: 'li-1',
  publicPage: true,
  showEmail: false,
  showPhone: true,
  showLocation: true,
  interfaceLanguage: null,
  ...settings,
});

const resume = (user: User, summary = 'Then'): CompleteResume => ({
  resume: {
    id: 'r1',
    summary,
    lastUpdated: '2026-01-01T00:00:00.000Z',
    font: 'Inter',
    theme: 'blue',
    language: 'en',
    sectionHeadings: {},
  },
  user,
  experiences: [
    {
      id: 'e1',
      title: 'Analyst',
      company: 'Engines',
      location: null,
      startDate: '2020-01',
      endDate: null,
      current: true,
      description: null,
      tags: ['math'],
      order: 0,
    },
    {
      id: 'e2',
      title: 'Cook',
      company: 'Kitchen',
      location: null,
      startDate: '2019-01',
      endDate: null,
      current: false,
      description: null,
      tags: ['food'],
      order: 1,
    },
  ],
  education: [],
  skills: [],
  projects: [],
  certifications: [],
});

const stored = (user: User, summary?: string) =>
  JSON.parse(newSnapshot('s1', resume(user, summary), NOW).json) as PublicCompleteResume;

describe('frozen share links', () => {
  it('stores the public resume, hidden contacts left out, and finds an identical one by its hash', () => {
    const a = newSnapshot('a', resume(owner()), NOW);
    const b = newSnapshot('b', resume(owner()), NOW);
    const c = newSnapshot('c', resume(owner(), 'Now'), NOW);
    expect(JSON.parse(a.json).user).toMatchObject({ email: null });
    // The stored version is the resume, not its page: the chrome is today's account's, read on each visit.
    expect([JSON.parse(a.json).user.plan, JSON.parse(a.json).productBranding]).toEqual([undefined, undefined]);
    expect(a.contentHash).toBe(b.contentHash);
    expect(a.contentHash).not.toBe(c.contentHash);
    expect(a.bytes).toBe(Buffer.byteLength(a.json));
  });

  it("shows the version's header with today's account, its own filter and template", () => {
    const then = stored(owner());
    const now = owner({
      name: 'Ada Lovelace',
      website: 'new.dev',
      username: 'lovelace',
      plan: 'free',
      publicPage: false,
    });
    const shown = frozenShare(then, now, {
      snapshotId: 's1',
      at: NOW,
      filter: { id: 'f1', name: 'Math jobs', tags: ['math'] },
      template: null,
    });
    expect(shown.user).toMatchObject({
      name: 'Ada',
      website: 'ada.dev',
      username: 'lovelace',
      publicPage: false,
    });
    expect(shown.productBranding).toBe(true);
    expect(shown.resume.summary).toBe('Then');
    expect(shown.experiences.map((e) => e.company)).toEqual(['Engines']);
    expect(shown.filter?.name).toBe('Math jobs');
    expect(shown.template).toBeUndefined();
  });

  it('shows a version stored before decision 0038 without the id, plan and status it holds', () => {
    const then = stored(owner());
    const old = { ...then, user: { ...then.user, id: 'u-old', plan: 'premium', subscriptionStatus: 'active' } };
    const shown = frozenShare(old, owner(), { snapshotId: 's1', at: NOW, filter: null, template: null });
    expect(['id', 'plan', 'subscriptionStatus'].filter((key) => key in shown.user)).toEqual([]);
    expect(shown.productBranding).toBe(false);
  });

  it('hides a contact field hidden today and never shows one hidden then', () => {
    const then = stored(owner({ showEmail: false, showPhone: true }));
    const shown = frozenShare(then, owner({ showEmail: true, showPhone: false }), {
      snapshotId: 's1',
      at: NOW,
      filter: null,
      template: null,
    });
    expect([shown.user.email, shown.user.phone, shown.user.location]).toEqual([null, null, 'London']);
  });

  it(`allows ${FROZEN_SNAPSHOTS.perUser} versions and ${FROZEN_SNAPSHOTS.bytesPerUser} bytes per owner`, () => {
    const { perUser, bytesPerUser } = FROZEN_SNAPSHOTS;
    expect(() => checkRoomForSnapshot({ count: perUser - 1, bytes: 0 }, { bytes: 10 })).not.toThrow();
    expect(() => checkRoomForSnapshot({ count: perUser, bytes: 0 }, { bytes: 10 })).toThrow(
      expect.objectContaining({ code: 'SNAPSHOT_LIMIT_REACHED' }),
    );
    expect(() => checkRoomForSnapshot({ count: 0, bytes: bytesPerUser - 10 }, { bytes: 10 })).not.toThrow();
    expect(() => checkRoomForSnapshot({ count: 0, bytes: bytesPerUser - 10 }, { bytes: 11 })).toThrow(
      expect.objectContaining({ code: 'SNAPSHOT_LIMIT_REACHED' }),
    );
  });
});
