/**
 * Focus around an item's inline edit (WCAG 2.4.3): Edit moves the focus to the form's first field, and Cancel
 * or Save gives it back to Edit, which had been replaced on screen by the form.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { Experience } from '@resume/contracts';
import { jsonResponse, mockFetch, renderWithProviders } from '@resume/platform/testing';
import { ItemCard } from './ItemCard';
import { experienceSection } from './configs/experience';

const fetchMock = mockFetch();

const experience: Experience = {
  id: 'e1',
  title: 'Staff Engineer',
  company: 'Analytical Engines',
  location: null,
  startDate: '2021-03',
  endDate: null,
  current: true,
  description: null,
  tags: [],
  order: 0,
} as Experience;

function renderCard() {
  renderWithProviders(
    <ul>
      <ItemCard config={experienceSection} item={experience} isFirst isLast onMove={() => undefined} />
    </ul>,
  );
  return screen.getByRole('button', { name: 'Edit Staff Engineer' });
}

describe('ItemCard edit focus', () => {
  it('Edit focuses the first field; Cancel gives the focus back to Edit', () => {
    const edit = renderCard();
    edit.focus();
    fireEvent.click(edit);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Job Title/));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Staff Engineer' }));
  });

  it('Save gives the focus back to Edit', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...experience, title: 'Principal Engineer' }));
    fireEvent.click(renderCard());
    fireEvent.change(screen.getByLabelText(/^Job Title/), { target: { value: 'Principal Engineer' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByRole('button', { name: /^Edit / })).toBe(document.activeElement);
  });
});
