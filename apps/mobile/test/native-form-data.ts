import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * React Native's FormData keeps a file as `{ uri, name, type }` and its native networking reads
 * the uri when sending. Jest has neither: its FormData is Node's, which turns that object into the
 * text "[object Object]". This stand-in plays the native half: a FormData that keeps the parts,
 * and a fetch that reads each file:// part from disk into a real multipart body.
 */
export function installNativeFormData() {
  const node = (globalThis as unknown as { __nodeFetch: { FormData: typeof FormData } }).__nodeFetch;
  class NativeFormData {
    readonly parts: [string, unknown, string | undefined][] = [];
    append(name: string, value: unknown, filename?: string) {
      this.parts.push([name, value, filename]);
    }
  }
  const original = { FormData: globalThis.FormData, fetch: globalThis.fetch };
  Object.assign(globalThis, {
    FormData: NativeFormData,
    fetch: (url: string, init: RequestInit = {}) => {
      if (!(init.body instanceof NativeFormData)) return original.fetch(url, init);
      const body = new node.FormData();
      for (const [name, value, filename] of init.body.parts) {
        const file = value as { uri?: string; name?: string; type?: string };
        // A Blob (the test kit's own uploads) goes as it is, as the DOM's FormData sends it.
        if (value instanceof Blob) {
          body.append(name, value, filename ?? 'file');
        } else if (typeof file.uri === 'string') {
          const bytes = readFileSync(fileURLToPath(file.uri));
          body.append(name, new Blob([bytes], { type: file.type ?? '' }), file.name ?? 'file');
        } else {
          body.append(name, String(value));
        }
      }
      return original.fetch(url, { ...init, body });
    },
  });
  return () => Object.assign(globalThis, original);
}
