import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  type ByteRange,
  cacheControlOf,
  contentTypeOf,
  isKey,
  keyFromUrl,
  type PutOptions,
  type Storage,
  type StoredEntry,
  type StoredObject,
  UPLOADS_PATH,
} from './storage.js';

export interface S3Settings {
  /** An S3-compatible endpoint (MinIO, R2, Garage…); null: AWS for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** A CDN or public bucket URL objects are loaded from; null: the server streams `/uploads/<key>`. */
  publicUrl: string | null;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * S3-compatible object storage through the AWS SDK v3, so every server process reads and writes
 * the same files. The SDK's default checksums (CRC32 on every request since 3.729) are asked for
 * only where the protocol requires them: several S3-compatible stores refuse the new headers.
 * The SDK is loaded only when this driver is chosen (`S3Storage.open`): importing it costs about
 * 400 ms at every start of a server that keeps its files on disk.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  static async open(settings: S3Settings): Promise<S3Storage> {
    return new S3Storage(await import('@aws-sdk/client-s3'), settings);
  }

  private constructor(
    private readonly sdk: Sdk,
    private readonly settings: S3Settings,
  ) {
    this.client = new sdk.S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  private checked(key: string): string {
    if (!isKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return key;
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<void> {
    // PutObject needs the length first: a stream is read into memory (uploads are at most 8 MB,
    // exports a few); a multipart upload (@aws-sdk/lib-storage) is for when files grow past that.
    const bytes = body instanceof Readable ? await buffer(body) : body;
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.checked(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: options.contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.checked(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 answer has no body stream');
      const size = answer.ContentLength ?? 0;
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      return {
        body: answer.Body,
        size,
        totalSize: total ? Number(total) : size,
        contentType: answer.ContentType ?? contentTypeOf(key),
        cacheControl: answer.CacheControl ?? cacheControlOf(key),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const found = await this.get(key);
    return found ? buffer(found.body) : null;
  }

  async stat(key: string): Promise<StoredEntry | null> {
    try {
      const head = await this.client.send(
        new this.sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.checked(key) }),
      );
      return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.checked(key) }));
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: `${prefix}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isKey(object.Key)) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string {
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${key}` : `${UPLOADS_PATH}${key}`;
  }

  keyOf(url: string | null): string | null {
    return keyFromUrl(url, this.settings.publicUrl);
  }

  close(): void {
    this.client.destroy();
  }
}

/** NoSuchKey from GetObject, a bare 404 from HeadObject (which has no body to name it). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
