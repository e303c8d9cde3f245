import { ApiError } from '@qurio/client';
import { LIMITS } from '@qurio/contract/limits';
import { IMAGE_TYPES } from '@qurio/contract/routes';
import type { ImagePickerAsset } from 'expo-image-picker';

/** React Native's FormData takes a file as `{ uri, name, type }`; the native layer reads the uri. */
export interface NativeFilePart {
  uri: string;
  name: string;
  type: string;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

function typeFromName(name: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png' || ext === 'gif') return `image/${ext}`;
  return null;
}

/** The picked asset as a multipart file part: its own name and type where the picker knows them. */
export function filePart(asset: Pick<ImagePickerAsset, 'uri' | 'fileName' | 'mimeType'>): NativeFilePart {
  const fromUri = asset.uri.split(/[/?#]/).filter(Boolean).at(-1) ?? '';
  const type = asset.mimeType || typeFromName(asset.fileName ?? '') || typeFromName(fromUri) || 'image/jpeg';
  const name = asset.fileName || (typeFromName(fromUri) ? fromUri : `image.${EXTENSIONS[type] ?? 'jpg'}`);
  return { uri: asset.uri, name, type };
}

/**
 * The size and type checks the server makes anyway, done first so nobody waits for 8 MB to travel
 * only to hear it was too large. The server judges the type by content; an unknown type is left to it.
 */
export function precheck(asset: Pick<ImagePickerAsset, 'fileSize' | 'mimeType'>): ApiError | null {
  if (asset.fileSize && asset.fileSize > LIMITS.uploadMaxBytes)
    return new ApiError('FILE_TOO_LARGE', 'File size is too large.', 413);
  if (asset.mimeType && !(IMAGE_TYPES as readonly string[]).includes(asset.mimeType)) {
    return new ApiError('UPLOAD_ERROR', 'Uploading Error.', 415);
  }
  return null;
}
