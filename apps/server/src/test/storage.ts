import { randomBytes } from 'node:crypto';
import { waitUntil } from '@qurio/client/testing';
import { inject } from 'vitest';
import type { Storage } from '../lib/storage/storage.js';

/** The storage drivers the storage-touching tests run on (`describe.each(STORAGE_DRIVERS)`). */
export const STORAGE_DRIVERS = ['disk', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** s3rver's fixed credentials. */
const S3RVER_KEY = 'S3RVER';

/**
 * The settings of a new, empty bucket on this run's loopback S3 server (test/s3-global-setup.ts),
 * as the environment names them: one bucket per test, so tests never see each other's files.
 */
export async function s3TestEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const endpoint = inject('s3Endpoint');
  if (!endpoint) throw new Error('no S3 test server: the server projects start one in globalSetup');
  ready ??= answers(endpoint);
  await ready;
  const bucket = `qurio-${randomBytes(6).toString('hex')}`;
  // Loaded here, not with this module: test/app.ts imports it into every server test.
  const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
    ...extra,
  };
}

let ready: Promise<void> | undefined;

/** Resolves once the S3 server answers HTTP (a 403 to an unsigned request will do). */
async function answers(endpoint: string): Promise<void> {
  await waitUntil(
    () =>
      fetch(endpoint).then(
        () => true,
        () => false,
      ),
    { timeoutMs: 15_000, intervalMs: 25, message: `the S3 test server at ${endpoint} did not answer` },
  );
}

/** Every key under a folder, sorted. */
export async function storedKeys(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

/** The bytes a stored URL (a member's image) names; throws when it names none. */
export async function storedBytes(storage: Storage, url: string): Promise<Buffer> {
  const key = storage.keyOf(url);
  const bytes = key ? await storage.read(key) : null;
  if (!bytes) throw new Error(`nothing stored at ${url}`);
  return bytes;
}
