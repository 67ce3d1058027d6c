import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildListParams } from '../lib/build-list-params.ts';
import { createEmptyFilterState } from '@lp/domain';
import { SortSelect } from './sort-select.tsx';

afterEach(cleanup);

describe('the order of My courses (issue 33)', () => {
  it('is a labelled select offering Name, Due first and Recently active', () => {
    const onChange = vi.fn();
    renderWithProviders(<SortSelect value="name" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Name', 'Due first', 'Recently active']);
    expect(select.value).toBe('name');
    fireEvent.change(select, { target: { value: 'dueFirst' } });
    expect(onChange).toHaveBeenCalledWith('dueFirst');
  });

  it.each([
    ['name', [{ selector: 'objective.name', desc: false }]],
    [
      'dueFirst',
      [
        { selector: 'dueRank', desc: false },
        { selector: 'objectiveAccess.dueDate', desc: false },
        { selector: 'objective.name', desc: false },
      ],
    ],
    [
      'recentlyActive',
      [
        { selector: 'lastActivity', desc: true },
        { selector: 'objective.name', desc: false },
      ],
    ],
  ] as const)('asks the server to sort by %s (every page follows it)', (sort, items) => {
    expect(JSON.parse(buildListParams('enrolled', createEmptyFilterState(), '', sort).sort!)).toEqual(items);
  });
});
