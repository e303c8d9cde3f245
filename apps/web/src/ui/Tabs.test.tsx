import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabsHandle } from './Tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness() {
  const [selected, setSelected] = useState<Id>('one');
  const handle = useRef<TabsHandle>(null);
  return (
    <>
      <Tabs label="Numbers" tabs={TABS} selected={selected} onSelect={setSelected} handle={handle}>
        <p>Panel {selected}</p>
      </Tabs>
      <button
        type="button"
        onClick={() => {
          setSelected('three');
          handle.current?.focus('three');
        }}
      >
        Jump to three
      </button>
    </>
  );
}

describe('Tabs', () => {
  it('follows the ARIA tabs pattern: one tab stop, arrows, Home and End select, the panel is labelled by its tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Numbers' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.tab();
    // Only the selected tab is in the Tab order: the next stop is after the list.
    expect(screen.getByRole('button', { name: 'Jump to three' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');
  });

  it('lets a screen choose a tab and move the focus to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Jump to three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three');
  });
});
