import { PUBLIC_PAGES, SHARING_API, TAILORING_API } from '@resume/contracts';
import { routeMatcher, routePattern } from './route-pattern';

describe('routePattern', () => {
  it('turns a contracts route into the pattern a controller serves, each argument a named parameter', () => {
    expect(routePattern(SHARING_API.shareLinks)).toBe('/api/share-links');
    expect(routePattern(SHARING_API.shareLink, 'id')).toBe('/api/share-links/:id');
    expect(routePattern(SHARING_API.sharedResume, 'shareableId')).toBe('/api/resume/shared/:shareableId');
    expect(routePattern(PUBLIC_PAGES.unlock, 'id')).toBe('/s/:id/unlock');
    expect(routePattern(TAILORING_API.filteredResume, 'filterId')).toBe('/api/resume/filter/:filterId');
  });

  it('refuses a parameter the route has no place for', () => {
    expect(() => routePattern(() => '/fixed', 'id')).toThrow('The route /fixed has no place for :id');
  });
});

describe('routeMatcher', () => {
  const matcher = routeMatcher(['/r', '/r/:username', '/s/:id/pdf', '/a.b']);
  it.each(['/r', '/r/', '/r/ada', '/s/abc/pdf', '/a.b'])('matches %s', (path) => expect(matcher.test(path)).toBe(true));
  it.each(['/r/ada/more', '/s/abc', '/s//pdf', '/axb', '/resume'])("doesn't match %s", (path) =>
    expect(matcher.test(path)).toBe(false),
  );
});
