import { join } from 'node:path';
import { DiskStorage } from './disk.js';
import { type S3Settings, S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export type StorageConfig = { driver: 'disk' } | ({ driver: 's3' } & S3Settings);

/**
 * The configured store (STORAGE_DRIVER). The disk keeps DATA_DIR/uploads/<key> as before, and the
 * export ZIPs in DATA_DIR/exports, outside the public folder.
 */
export async function createStorage(config: StorageConfig, dataDir: string): Promise<Storage> {
  return config.driver === 's3' ? S3Storage.open(config) : createDiskStorage(dataDir);
}

export function createDiskStorage(dataDir: string): DiskStorage {
  return new DiskStorage({ root: join(dataDir, 'uploads'), folders: { exports: join(dataDir, 'exports') } });
}
