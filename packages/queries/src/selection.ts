import { LIMITS } from '@qurio/contract/limits';
import type { DeleteManyVariables } from './writes/question-dialogs';

/**
 * The inbox's select mode, the same rules in both apps (the web's BulkDelete, the app's
 * InboxSelection): whether it is on, and the questions chosen, at most `LIMITS.bulkDeleteMax`
 * (what one `deleteQuestions` call takes). Each app keeps it with React's `useReducer` and draws
 * its own checkboxes.
 */
export interface InboxSelection {
  selecting: boolean;
  selected: ReadonlySet<number>;
}

export type SelectionAction =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'toggle'; id: number }
  /** Chooses the questions shown, in order, up to the limit (what is already chosen stays). */
  | { type: 'selectAll'; ids: readonly number[] };

export const noSelection: InboxSelection = { selecting: false, selected: new Set() };

/** Whether the limit is reached: what is not chosen yet cannot be. */
export function isSelectionFull(selection: InboxSelection): boolean {
  return selection.selected.size >= LIMITS.bulkDeleteMax;
}

/** Whether a question's checkbox can change: a chosen one always, another while there is room. */
export function canToggle(selection: InboxSelection, id: number): boolean {
  return selection.selected.has(id) || !isSelectionFull(selection);
}

export function selectionReducer(selection: InboxSelection, action: SelectionAction): InboxSelection {
  switch (action.type) {
    case 'start':
      return selection.selecting ? selection : { selecting: true, selected: new Set() };
    case 'stop':
      return noSelection;
    case 'toggle': {
      if (!canToggle(selection, action.id)) return selection;
      const selected = new Set(selection.selected);
      if (selected.has(action.id)) selected.delete(action.id);
      else selected.add(action.id);
      return { ...selection, selected };
    }
    case 'selectAll': {
      const selected = new Set(selection.selected);
      for (const id of action.ids) {
        if (selected.size >= LIMITS.bulkDeleteMax) break;
        selected.add(id);
      }
      return { ...selection, selected };
    }
  }
}

/** What "Delete selected" sends (`writes.deleteQuestions`): the chosen inbox questions by id. */
export function deleteSelectedVariables(selection: InboxSelection): DeleteManyVariables {
  return { from: 'inbox', ids: [...selection.selected] };
}
