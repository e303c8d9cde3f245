/**
 * Where focus goes once a card has left its list (issue 34: after publishing an answer, focus fell
 * to the page): the next card's first action (its Answer button in the inbox), else the previous
 * card's, else the page's heading. Read the neighbours when the dialog opens, while the card is
 * still in its list; the getter runs when the dialog has closed.
 */
export function focusAfter(card: HTMLElement | null): () => HTMLElement | null {
  const item = card?.closest('li');
  const neighbours = [item?.nextElementSibling, item?.previousElementSibling];
  return () => {
    for (const neighbour of neighbours) {
      if (!neighbour?.isConnected) continue;
      const action =
        neighbour.querySelector<HTMLElement>('footer button') ?? neighbour.querySelector('button, a[href]');
      if (action) return action;
    }
    return document.querySelector<HTMLElement>('main h1[tabindex]');
  };
}
