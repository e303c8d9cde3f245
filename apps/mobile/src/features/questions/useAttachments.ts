import { ApiError } from '@qurio/client';
import type { MediaItem } from '@qurio/contract';
import { LIMITS } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { useRef, useState } from 'react';
import { useWriteMutation } from '../../api/write-mutation';
import { filePart, precheck } from '../settings/image-upload';
import { type MediaSource, pickMedia } from './pick-media';

/** A picture of the answer being written: uploaded (`media`) or on its way (`preview` only). */
export interface Attachment {
  key: string;
  /** The server's picture once uploaded; null while it travels. */
  media: MediaItem | null;
  /** The phone's own file, shown while it uploads. */
  preview: string | null;
  alt: string;
}

/** What the form says when something of the pictures went wrong. */
export type AttachmentProblem = { error: Error } | { denied: MediaSource };

/**
 * The answer form's pictures: the ones it had (an edit), those picked and uploaded one by one in
 * the order chosen through the shared write `writes.uploadMedia` (the web's), their descriptions,
 * and what the answer sends: `[{id, alt}]` in order, or ALT_REQUIRED while one has none.
 */
export function useAttachments(initial: readonly MediaItem[] = []) {
  const [items, setItems] = useState<Attachment[]>(() =>
    initial.map((media) => ({ key: `m${media.id}`, media, preview: null, alt: media.alt })),
  );
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);
  const [picking, setPicking] = useState(false);
  const next = useRef(0);
  const upload = useWriteMutation(writes.uploadMedia);
  const remaining = LIMITS.mediaPerAnswer - items.length;
  const uploading = items.some((item) => !item.media);

  const add = async (source: MediaSource) => {
    setProblem(null);
    setPicking(true);
    let assets: Awaited<ReturnType<typeof pickMedia>>;
    try {
      assets = await pickMedia(source, remaining);
    } finally {
      setPicking(false);
    }
    if (assets === 'denied') {
      setProblem({ denied: source });
      return;
    }
    const accepted: Array<{ asset: (typeof assets)[number]; key: string }> = [];
    for (const asset of assets) {
      // What the app refuses before sending (too large, not a picture), as the server's error.
      const refused = precheck(asset);
      if (refused) setProblem({ error: refused });
      else accepted.push({ asset, key: `new${next.current++}` });
    }
    setItems((list) => [
      ...list,
      ...accepted.map(({ asset, key }) => ({ key, media: null, preview: asset.uri, alt: '' })),
    ]);
    for (const { asset, key } of accepted) {
      try {
        // React Native's FormData takes the file part where the DOM's takes a Blob; the web
        // export's picker hands over the browser's own File.
        const file = asset.file ?? (filePart(asset) as unknown as Blob);
        const media = await upload.mutateAsync({ file });
        setItems((list) => list.map((item) => (item.key === key ? { ...item, media } : item)));
      } catch (error) {
        setItems((list) => list.filter((item) => item.key !== key));
        setProblem({ error: error instanceof Error ? error : new ApiError('UPLOAD_ERROR', 'Uploading Error.', 400) });
      }
    }
  };

  return {
    items,
    problem,
    picking,
    uploading,
    remaining,
    add,
    remove: (key: string) => {
      setProblem(null);
      setItems((list) => list.filter((item) => item.key !== key));
    },
    describe: (key: string, alt: string) => {
      setItems((list) => list.map((item) => (item.key === key ? { ...item, alt } : item)));
      setProblem((shown) => (isAltProblem(shown) ? null : shown));
    },
    /** The answer's `media`, or the refusal the form shows instead of sending. */
    toSend(): Array<{ id: number; alt: string }> | ApiError {
      if (items.some((item) => !item.alt.trim())) {
        return new ApiError('ALT_REQUIRED', 'Please describe the picture for people who cannot see it.', 400);
      }
      setProblem(null);
      return items.flatMap((item) => (item.media ? [{ id: item.media.id, alt: item.alt.trim() }] : []));
    },
    refuse: (error: ApiError) => setProblem({ error }),
  };
}

function isAltProblem(problem: AttachmentProblem | null): boolean {
  return !!problem && 'error' in problem && problem.error instanceof ApiError && problem.error.code === 'ALT_REQUIRED';
}
