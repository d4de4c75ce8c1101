/**
 * The Layout tab (spec 4) as the owner uses it, from the default layout (spec 9): the width button cycles full,
 * half, two-thirds, three-quarters, third, quarter; left and right exist only below full width and stop at the
 * edges; up and down stop at the first and last row; a hidden section moves to 'Hidden sections' and comes back.
 */
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { defaultLayout } from '@resume/contracts';
import { LayoutTab } from './LayoutTab';

function EditedLayout() {
  const [layout, setLayout] = useState(defaultLayout());
  return <LayoutTab layout={layout} onChange={setLayout} />;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const block = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label}, `) });
const gridOrder = () =>
  within(screen.getByTestId('layout-grid'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-section-id'));

describe('Layout tab', () => {
  it('the width button cycles through the six widths and back to full', () => {
    render(<EditedLayout />);
    const seen = [block('Work Experience').getAttribute('data-width')];
    for (let i = 0; i < 6; i += 1) {
      fireEvent.click(button(/^Change width of Work Experience, now /));
      seen.push(block('Work Experience').getAttribute('data-width'));
    }
    expect(seen).toEqual(['half', 'two-thirds', 'three-quarters', 'third', 'quarter', 'full', 'half']);
    expect(within(block('Work Experience')).getByTestId('width-label').textContent).toBe('Half');
    expect(button('Change width of Work Experience, now Half')).toBeTruthy();
  });

  it('a full-width section has no left and right; a half-width one moves between its two slots', () => {
    render(<EditedLayout />);
    expect(screen.queryByRole('button', { name: 'Move Personal Information left' })).toBeNull();

    expect(button('Move Work Experience left').disabled).toBe(true);
    expect(button('Move Work Experience right').disabled).toBe(false);
    fireEvent.click(button('Move Work Experience right'));
    expect(block('Work Experience').getAttribute('data-x')).toBe('1');
    expect(button('Move Work Experience right').disabled).toBe(true);
  });

  it('up is off on the first row and down on the last; moving down swaps with the next row', () => {
    render(<EditedLayout />);
    expect(button('Move Personal Information up').disabled).toBe(true);
    expect(button('Move Certifications down').disabled).toBe(true);
    expect(gridOrder().slice(0, 2)).toEqual(['personal-info', 'summary']);

    fireEvent.click(button('Move Personal Information down'));
    expect(gridOrder().slice(0, 2)).toEqual(['summary', 'personal-info']);
  });

  it("a hidden section leaves the grid for 'Hidden sections', and Show brings it back", () => {
    render(<EditedLayout />);
    const hidden = screen.getByTestId('hidden-sections');
    expect(hidden.textContent).toContain('No hidden sections.');

    fireEvent.click(button('Hide Education'));
    expect(gridOrder()).not.toContain('education');
    expect(within(hidden).getByText('Education')).toBeTruthy();

    fireEvent.click(button('Show Education'));
    expect(gridOrder()).toContain('education');
    expect(hidden.textContent).toContain('No hidden sections.');
  });

  it('says so when every section is hidden', () => {
    render(<EditedLayout />);
    for (const label of [
      'Personal Information',
      'Professional Summary',
      'Work Experience',
      'Education',
      'Skills',
      'Projects',
      'Certifications',
    ]) {
      fireEvent.click(button(`Hide ${label}`));
    }
    expect(screen.getByText('Every section is hidden. Show one below.')).toBeTruthy();
  });
});
