import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './TaggedText';

describe('TaggedText', () => {
  it('renders each named tag as its element, the rest as text', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="I accept the <a>Terms</a> and the <b>Privacy Policy</b>."
          components={{ a: <em />, b: <strong /> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>I accept the <em>Terms</em> and the <strong>Privacy Policy</strong>.</p>');
  });

  it('leaves unknown tags and markup in the text as plain text', () => {
    const { container } = render(
      <p>
        <TaggedText text="<x>a</x> <num><img src=x onerror=alert(1)></num>" components={{ num: <strong /> }} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<x>a</x> <img src=x onerror=alert(1)>');
    expect(container.querySelector('strong')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
