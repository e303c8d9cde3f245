declare module 'virtual:locale-parts' {
  import type { ResourceKey } from 'i18next';

  type LoadPart = () => Promise<{ default: ResourceKey }>;
  /** Written at build time by build/locale-parts.ts from the locale JSON files. */
  export const localeParts: Readonly<Record<string, Record<'shell' | 'landing' | 'profile' | 'rest', LoadPart>>>;
}
