import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TEAM_PATHS, type GroupActivityWorkflowView, type ParticipantView } from '@lp/contract/teams';
import { getTablePage, WorkflowState } from '@lp/domain';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeamMembersTable } from './team-members-table.tsx';
import { TeamPanel } from './team-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ann: ParticipantView = {
  id: 'u1',
  firstName: 'Ann',
  middleName: '',
  lastName: 'Lee',
  email: 'ann@example.test',
  primaryUnitName: 'Sales',
};
const omar: ParticipantView = {
  id: 'u2',
  firstName: 'عمر',
  middleName: 'K',
  lastName: 'حداد',
  email: 'omar@example.test',
  primaryUnitName: null,
};

describe('TeamMembersTable (doc 2 §3 collaborative team members table)', () => {
  it("is a table with a caption and the spec's column headers: first, middle, last name, email, primary unit", () => {
    renderWithProviders(<TeamMembersTable members={[ann, omar]} page={getTablePage(1, 2)} onPage={() => {}} />);
    const table = screen.getByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['First name', 'Middle name', 'Last name', 'Email', 'Primary unit']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ann', '—', 'Lee', 'ann@example.test', 'Sales']);
  });

  it("isolates every user's text, so an Arabic name reads right in a Latin row and the reverse; an empty cell is spoken", () => {
    renderWithProviders(<TeamMembersTable members={[omar]} page={getTablePage(1, 1)} onPage={() => {}} />, { locale: 'ar-AR' });
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]!.querySelector('bdi')?.textContent).toBe('عمر');
    expect(cells[3]!.querySelector('bdi')?.textContent).toBe('omar@example.test');
    expect(within(cells[4]!).getByLabelText(/./).textContent).toBe('—');
  });
});

describe("TeamPanel: the team's state and who did what and when", () => {
  it("shows the shared state, each member's opening and the member whose submission counted", async () => {
    const team: GroupActivityWorkflowView = {
      id: 'g1',
      name: 'Blue team',
      state: WorkflowState.finished,
      activityPathId: 'p1',
      activity: { id: 'a1', name: 'Team task' },
      submitted: '2025-03-02T10:00:00.000Z',
      finished: '2025-03-02T10:00:00.000Z',
      submittedBy: { id: 'u1', firstName: 'Ann', middleName: '', lastName: 'Lee' },
      members: [
        {
          id: 'u1',
          firstName: 'Ann',
          middleName: '',
          lastName: 'Lee',
          activityWorkflow: {
            id: 'w1',
            state: WorkflowState.finished,
            started: '2025-03-01T09:00:00.000Z',
            submitted: null,
            finished: null,
          },
        },
        { id: 'u2', firstName: 'Omar', middleName: '', lastName: 'Haddad', activityWorkflow: null },
      ],
    };
    fakeServer({
      [`GET ${TEAM_PATHS.participants('ow1', 'p1')}`]: () => json({ data: [ann] }),
      [`GET ${TEAM_PATHS.groupActivityWorkflow('agg1', 'g1')}`]: () => json(team),
    });
    renderWithProviders(
      <TeamPanel
        objectiveWorkflowId="ow1"
        activityPathId="p1"
        team={{ mode: 'team', reason: null, groupActivityWorkflowId: 'g1', objectiveWorkflowAggregateId: 'agg1' }}
        version={WorkflowState.finished}
      />,
    );
    expect(await screen.findByRole('heading', { name: /Team: .*Blue team/ })).toBeTruthy();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Completed by the team');
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/Ann Lee.* opened it on /);
    expect(lines[1]).toMatch(/Ann Lee.* completed it for the team on /);
    expect(await screen.findByRole('table', { name: 'Team members' })).toBeTruthy();
  });
});

describe('TeamPanel: a large team pages its members table (doc 1 §9 data grid)', () => {
  const people: ParticipantView[] = Array.from({ length: 23 }, (_, i) => ({ ...ann, id: `m${i}`, firstName: `Member ${i + 1}` }));
  const team: GroupActivityWorkflowView = {
    id: 'g1',
    name: 'Big team',
    state: WorkflowState.inProgress,
    activityPathId: 'p1',
    activity: { id: 'a1', name: 'Team task' },
    submitted: null,
    finished: null,
    submittedBy: null,
    members: [],
  };
  const renderPanel = () => {
    const server = fakeServer({
      [`GET ${TEAM_PATHS.participants('ow1', 'p1')}`]: ({ query }) => {
        const skip = Number(query.get('skip')),
          take = Number(query.get('take'));
        return json({ data: people.slice(skip, skip + take), totalCount: people.length });
      },
      [`GET ${TEAM_PATHS.groupActivityWorkflow('agg1', 'g1')}`]: () => json(team),
    });
    renderWithProviders(
      <TeamPanel
        objectiveWorkflowId="ow1"
        activityPathId="p1"
        team={{ mode: 'team', reason: null, groupActivityWorkflowId: 'g1', objectiveWorkflowAggregateId: 'agg1' }}
        version={WorkflowState.inProgress}
      />,
    );
    return server;
  };
  const firstNames = () =>
    within(screen.getByRole('table', { name: 'Team members' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

  it('asks the server one page at a time and says "Page {0} of {1} ({2} items)" under it', async () => {
    const server = renderPanel();
    const pager = await screen.findByRole('navigation', { name: 'Pages of Team members' });
    expect(within(pager).getByRole('status').textContent).toBe('Page 1 of 3 (23 items)');
    expect(firstNames()).toEqual(people.slice(0, 10).map((p) => p.firstName));
    expect(within(pager).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    fireEvent.click(await within(pager).findByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 3 of 3 (23 items)');
    expect(await screen.findByText('Member 23')).toBeTruthy();
    expect(firstNames()).toEqual(['Member 21', 'Member 22', 'Member 23']);
    expect(within(pager).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    expect(
      server.calls
        .filter((c) => c.path === TEAM_PATHS.participants('ow1', 'p1'))
        .map((c) => `${c.query.get('skip')}+${c.query.get('take')}:${c.query.get('requireTotalCount')}`),
    ).toEqual(['0+10:true', '10+10:true', '20+10:true']);
  });
});
