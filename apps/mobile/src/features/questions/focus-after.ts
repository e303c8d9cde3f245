import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import type { HostInstance, View } from 'react-native';
import { moveFocus } from '../../ui/focus';

/**
 * Where focus goes once an answered question has left the inbox, as on the web (issue 34; the
 * web's features/questions/focus-after.ts): the next question's first action (its Answer button),
 * else the previous question's, else the heading of the emptied inbox ("No questions waiting."),
 * never nowhere, which a screen reader takes for the top of the screen or the tab bar. Unlike the
 * web's one dialog, several answer forms can be open in the list: a question showing its form has
 * no Answer button, so the search goes on outwards past it.
 *
 * `answered(id)` runs when the server has taken the answer, before the list shows it gone (a
 * write's `after` comes before the cache's observers hear of the change), so the neighbours are
 * read from the list as the reader still sees it, and one still there takes focus at once. The
 * heading only exists once the list has emptied: its ref takes focus when it mounts.
 */
export function useFocusAfterAnswer(items: readonly { id: number }[]) {
  const actions = useRef(new Map<number, View>());
  const shown = useRef(items);
  // The answered question that had no neighbour to take focus: the heading takes it once it is gone.
  const leaving = useRef<number | null>(null);
  useEffect(() => {
    shown.current = items;
    // Gone, and the heading (mounted in that same commit, before this effect) had its turn: the
    // list did not empty when its other questions had their forms open, and nothing waits any more.
    if (leaving.current !== null && !items.some((item) => item.id === leaving.current)) leaving.current = null;
  }, [items]);

  /** The ref of a question's first action, the one that takes focus after its neighbour. */
  const actionRef = useCallback(
    (id: number): RefCallback<View> =>
      (node) => {
        if (!node) return;
        actions.current.set(id, node);
        return () => {
          if (actions.current.get(id) === node) actions.current.delete(id);
        };
      },
    [],
  );

  /** The ref of the empty inbox's heading. */
  const headingRef = useCallback<RefCallback<HostInstance>>((node) => {
    if (!node || leaving.current === null) return;
    leaving.current = null;
    moveFocus(node);
  }, []);

  const answered = useCallback((id: number) => {
    const list = shown.current;
    const at = list.findIndex((item) => item.id === id);
    // Outwards, past a question whose own form is open (it shows no Answer button).
    const neighbours = at < 0 ? [] : [...list.slice(at + 1), ...list.slice(0, at).reverse()];
    for (const item of neighbours) {
      const action = actions.current.get(item.id);
      if (action) return moveFocus(action);
    }
    leaving.current = id;
  }, []);

  return { actionRef, headingRef, answered };
}
