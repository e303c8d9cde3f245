import type { MediaItem } from '@qurio/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnswerMedia } from './AnswerMedia';
import MediaViewer from './MediaViewer';

// Pictures as the server describes them (contract `mediaItem`): the display is a function of them.
const photo: MediaItem = {
  id: 11,
  kind: 'image',
  alt: 'A red bicycle against a yellow wall',
  width: 1280,
  height: 960,
  url: '/uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1280.jpg',
  sizes: [
    { width: 320, height: 240, url: '/uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-320.jpg' },
    { width: 640, height: 480, url: '/uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-640.jpg' },
    { width: 1280, height: 960, url: '/uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1280.jpg' },
  ],
};
const gif: MediaItem = {
  id: 12,
  kind: 'animated',
  alt: '',
  width: 400,
  height: 300,
  url: '/uploads/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp',
  sizes: [{ width: 320, height: 240, url: '/uploads/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-320.jpg' }],
};

describe('AnswerMedia', () => {
  it('shows one picture at its own size, with a srcset of its stills, lazily and described', () => {
    const { container } = render(<AnswerMedia media={[photo]} onOpen={() => {}} />);
    const img = screen.getByRole('img', { name: photo.alt });
    expect(img).toHaveAttribute('src', photo.url);
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-320.jpg 320w, /uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-640.jpg 640w, /uploads/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1280.jpg 1280w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 47.5rem) 36rem, 100vw');
    // The space is kept before the picture arrives: nothing below it moves.
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    // A still picture needs no <picture>: no motion to hold back.
    expect(container.querySelector('picture')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-count', '1');
    // A link to the full size (what it opens before the app has started), named by the
    // description; its "ALT" mark is for the eyes only.
    const link = screen.getByRole('link', { name: photo.alt });
    expect(link).toHaveAttribute('href', photo.url);
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(link).getByText('ALT')).toBeInTheDocument();
    expect(within(link).queryByText('GIF')).toBeNull();
  });

  it('moves a GIF for most readers and shows its first frame to those who ask for less motion', () => {
    const { container } = render(<AnswerMedia media={[photo, gif]} onOpen={() => {}} />);
    expect(container.firstElementChild).toHaveAttribute('data-count', '2');
    const picture = container.querySelector('picture');
    if (!picture) throw new Error('no <picture> for the GIF');
    const source = picture.querySelector('source');
    expect(source).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
    expect(source).toHaveAttribute('srcset', '/uploads/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-320.jpg 320w');
    const moving = picture.querySelector('img');
    expect(moving).toHaveAttribute('src', gif.url);
    expect(moving).not.toHaveAttribute('srcset');
    expect(moving).toHaveAttribute('width', '400');
    expect(moving).toHaveAttribute('height', '300');
    // In a grid each picture takes half the column.
    expect(source).toHaveAttribute('sizes', '(min-width: 47.5rem) 18rem, 50vw');
    expect(screen.getByRole('img', { name: photo.alt })).toHaveAttribute('sizes', '(min-width: 47.5rem) 18rem, 50vw');
    // Without a description the link still has a name, and the GIF says what it is.
    const link = screen.getByRole('link', { name: 'Picture without a description' });
    expect(within(link).getByText('GIF')).toBeInTheDocument();
    expect(within(link).queryByText('ALT')).toBeNull();
  });

  it('opens the picture that was chosen in the viewer, not by following the link', async () => {
    const onOpen = vi.fn();
    render(<AnswerMedia media={[photo, gif]} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Picture without a description' });
    const followed = vi.fn((event: Event) => expect(event.defaultPrevented).toBe(true));
    document.addEventListener('click', followed);
    await userEvent.click(link);
    document.removeEventListener('click', followed);
    expect(onOpen).toHaveBeenCalledWith(1);
    expect(followed).toHaveBeenCalledTimes(1);
  });
});

/** The card's part: a picture opens the viewer, which gives focus back to it when it closes. */
function Harness({ media }: { media: MediaItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <AnswerMedia media={media} onOpen={setOpen} />
      {open === null ? null : <MediaViewer media={media} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}

describe('MediaViewer', () => {
  it('is a labelled modal that shows the description, goes round with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness media={[photo, gif]} />);
    const opener = screen.getByRole('link', { name: photo.alt });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Picture 1 of 2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(photo.alt);
    expect(within(dialog).getByText(photo.alt)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Full size: the largest rendition, not the card's lazy one.
    expect(within(dialog).getByRole('img', { name: photo.alt })).toHaveAttribute('sizes', '100vw');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 2' })).toHaveAccessibleDescription(
      'Picture without a description',
    );
    expect(dialog.querySelector('source')).toHaveAttribute('media', '(prefers-reduced-motion: reduce)');
    // Past the last, the first again; and back.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('has no previous or next for a single picture, and Close gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness media={[photo]} />);
    const opener = screen.getByRole('link', { name: photo.alt });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Picture 1 of 1' });
    expect(within(dialog).queryByRole('button', { name: 'Next picture' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
