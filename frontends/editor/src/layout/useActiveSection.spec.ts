import { act, renderHook } from '@testing-library/react';
import { SECTION_IDS, type SectionId } from '@resume/contracts';
import { sectionElementId } from './section-scroll';
import { useActiveSection } from './useActiveSection';

/** The sections as a page lays them out: 600 px apart, `scrolled` px down. */
function layOut(scrolled: { y: number }) {
  SECTION_IDS.forEach((id, index) => {
    const element = document.createElement('section');
    element.id = sectionElementId(id);
    element.getBoundingClientRect = () => ({ top: index * 600 - scrolled.y }) as DOMRect;
    document.body.append(element);
  });
}

const scrollTo = (scrolled: { y: number }, y: number) =>
  act(() => {
    scrolled.y = y;
    window.dispatchEvent(new Event('scroll'));
    jest.runOnlyPendingTimers();
  });

describe('useActiveSection', () => {
  const scrolled = { y: 0 };
  beforeEach(() => {
    jest.useFakeTimers();
    scrolled.y = 0;
    layOut(scrolled);
    window.scrollTo = jest.fn();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  const sectionAt = (id: SectionId) => SECTION_IDS.indexOf(id) * 600 - 100;

  it('follows the reader: the last section whose top passed the 100 px line', () => {
    const { result } = renderHook(() => useActiveSection());
    expect(result.current.active).toBe('personal-info');
    scrollTo(scrolled, sectionAt('education') + 50);
    expect(result.current.active).toBe('education');
  });

  it("keeps a chosen section marked while its own scroll passes others, until the scroll's end", () => {
    const { result } = renderHook(() => useActiveSection());
    act(() => result.current.select('projects'));
    expect(result.current.active).toBe('projects');
    scrollTo(scrolled, sectionAt('education'));
    expect(result.current.active).toBe('projects');
    act(() => window.dispatchEvent(new Event('scrollend')));
    scrollTo(scrolled, sectionAt('skills'));
    expect(result.current.active).toBe('skills');
  });

  it("lets a reader who scrolls by wheel, touch or keys during the chosen section's scroll take the mark back", () => {
    const { result } = renderHook(() => useActiveSection());
    for (const input of [
      new WheelEvent('wheel', { deltaY: -500 }),
      new Event('touchstart'),
      new KeyboardEvent('keydown', { key: 'PageUp' }),
    ]) {
      act(() => result.current.select('projects'));
      act(() => window.dispatchEvent(input));
      scrollTo(scrolled, sectionAt('experience'));
      expect(result.current.active).toBe('experience');
    }
  });

  it('keeps the chosen mark through keys that do not scroll', () => {
    const { result } = renderHook(() => useActiveSection());
    act(() => result.current.select('projects'));
    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    scrollTo(scrolled, sectionAt('education'));
    expect(result.current.active).toBe('projects');
  });
});
