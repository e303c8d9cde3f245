import { LIMITS } from '@qurio/contract/limits';
import { describe, expect, it } from 'vitest';
import {
  canToggle,
  deleteSelectedVariables,
  type InboxSelection,
  isSelectionFull,
  noSelection,
  type SelectionAction,
  selectionReducer,
} from './selection';

const run = (...actions: SelectionAction[]): InboxSelection => actions.reduce(selectionReducer, noSelection);
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

describe('the inbox selection', () => {
  it('starts empty, toggles a question in and out, and stops empty', () => {
    const chosen = run(
      { type: 'start' },
      { type: 'toggle', id: 4 },
      { type: 'toggle', id: 9 },
      { type: 'toggle', id: 4 },
    );
    expect(chosen.selecting).toBe(true);
    expect([...chosen.selected]).toEqual([9]);
    expect(selectionReducer(chosen, { type: 'stop' })).toEqual(noSelection);
  });

  it(`takes at most ${LIMITS.bulkDeleteMax}: then only a chosen one can change`, () => {
    const full = run({ type: 'start' }, ...ids(LIMITS.bulkDeleteMax).map((id) => ({ type: 'toggle', id }) as const));
    expect(isSelectionFull(full)).toBe(true);
    expect(canToggle(full, LIMITS.bulkDeleteMax + 1)).toBe(false);
    expect(selectionReducer(full, { type: 'toggle', id: LIMITS.bulkDeleteMax + 1 })).toBe(full);
    const less = selectionReducer(full, { type: 'toggle', id: 1 });
    expect(less.selected.size).toBe(LIMITS.bulkDeleteMax - 1);
    expect(isSelectionFull(less)).toBe(false);
  });

  it('selects all shown up to the limit, keeping what was chosen', () => {
    const all = run({ type: 'start' }, { type: 'toggle', id: 500 }, { type: 'selectAll', ids: ids(150) });
    expect(all.selected.size).toBe(LIMITS.bulkDeleteMax);
    expect(all.selected.has(500)).toBe(true);
    expect(all.selected.has(LIMITS.bulkDeleteMax)).toBe(false);
  });

  it('sends the chosen inbox questions by id', () => {
    const chosen = run({ type: 'start' }, { type: 'toggle', id: 3 }, { type: 'toggle', id: 8 });
    expect(deleteSelectedVariables(chosen)).toEqual({ from: 'inbox', ids: [3, 8] });
  });
});
