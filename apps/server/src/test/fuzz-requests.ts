import * as contract from '@qurio/contract';
import { type CallDef, COVER_IMAGE_FIELD, PROFILE_IMAGE_FIELD } from '@qurio/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * The requests of the standing fuzz (fuzz.test.ts): what a careless or hostile client could send to
 * any call of the contract. A request is generated as a `Shape` (plain data, so fast-check can show
 * and shrink it) and turned into `app.inject` options by `requestOf`.
 */

const isCallDef = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
export const CALLS = Object.entries(contract as Record<string, unknown>).filter((entry): entry is [string, CallDef] =>
  isCallDef(entry[1]),
);
export const UPLOAD_FIELDS: Record<string, string> = {
  '/uploadProfileImage': PROFILE_IMAGE_FIELD,
  '/uploadCoverImage': COVER_IMAGE_FIELD,
};

/** The fields a call's input schema names (objects, unions of objects, pipes), read from zod's definitions. */
export function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (['optional', 'default', 'nullable', 'prefault'].includes(String(def.type))) return fieldsOf(def.innerType);
  return [];
}
const ALL_FIELDS = [...new Set(CALLS.flatMap(([, call]) => fieldsOf(call.input)))];

// ---- Values -------------------------------------------------------------------------------------

const EDGE_NUMBERS = [
  2147483647,
  2147483648,
  2 ** 31 + 1,
  2 ** 53,
  2 ** 53 + 2,
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  1e308,
  Number.MAX_SAFE_INTEGER,
];
const EDGE_NUMBER_STRINGS = ['1e9', '2147483647', '2147483648', '9'.repeat(30), '0x10', ' 1 ', '1.0', '', '-0'];
const EDGE_STRINGS = [
  ...['NaN', 'Infinity', '1e400', '٣', ' ', '\u0000', 'a\u0000b', '\u0000'.repeat(5), '%00', '\ud800'],
  ...['x\udfff\ud800', '𝕳𝖊𝖑𝖑𝖔 🌍', '👩‍👩‍👧‍👦'.repeat(50), '\u202Eevil\u202C', 'null', 'undefined', '__proto__'],
  ...['constructor', 'toString', '{"a":1}', "' OR 1=1 --", '"', '\\', '*', 'AND OR NOT', 'NEAR(a b)'],
  ...['"unterminated', '#', '##', '#a\u0000', '-', '^', 'a:b', 'é'.repeat(1001), 'x'.repeat(5000), 'ｗｉｄｅ'],
  ...['İıŞş', '\r\n', '\t', '<script>alert(1)</script>', "$'$`$&", '../../etc/passwd', 'a@b', '@'],
];

const scalar = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...EDGE_NUMBER_STRINGS),
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 30, arbitrary: scalar },
  { weight: 3, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.constantFrom(...ALL_FIELDS, '__proto__', 'a', 'x\u0000'), scalar, { maxKeys: 3 }),
  },
  // Past the 64 KB JSON body limit.
  { weight: 1, arbitrary: fc.constant('y'.repeat(70_000)) },
);

/** Sets a key as an own, enumerable property, `__proto__` included, as JSON.parse would. */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Each field is a plausible value, a weird one, or missing; sometimes with extra fields. */
function inputArb(fields: string[], good: Record<string, readonly unknown[]>) {
  const entries = fields.map((field) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...(good[field] ?? ['x'])).map((v) => [field, v] as const) },
      { weight: 3, arbitrary: weirdValue.map((v) => [field, v] as const) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
  );
  const extraKey = fc.oneof(fc.constantFrom(...ALL_FIELDS, '__proto__', 'constructor', 'x\u0000'), fc.string());
  const extra = fc.array(
    fc.tuple(extraKey, weirdValue).map(([k, v]) => [k, v] as const),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([own, more]) => {
    const input: Record<string, unknown> = {};
    for (const entry of [...own, ...more]) if (entry) put(input, entry[0], entry[1]);
    return input;
  });
}

// ---- Encodings ----------------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes (lone surrogates become U+FFFD, as a browser would send them). */
function percent(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryOf(input: Record<string, unknown>, rawTail: string): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${percent(key)}=${percent(asText(item))}`);
  }
  if (rawTail) pairs.push(rawTail);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '1e999999',
  '"just a string"',
];
const RAW_QUERY_TAILS = ['', '', '', '%', '%E0%A4%A', '%ZZ', '&=&', '%00=%00', 'a=1&a=2', '[]=1', 'id[]=1&id[]=2'];
/** Mostly the call's own path; sometimes a neighbour of it, or one the router cannot decode. */
const PATH_TAILS = ['/', '/x', '%E0%A4%A', '%00', '%2e%2e', '..', '%'];

type Auth = 'none' | 'viewer' | 'garbage' | 'basic' | 'empty' | 'long' | 'lowercase';
const authArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Auth>('viewer') },
  { weight: 3, arbitrary: fc.constant<Auth>('none') },
  { weight: 1, arbitrary: fc.constantFrom<Auth>('garbage', 'basic', 'empty', 'long', 'lowercase') },
);
function authHeaders(auth: Auth, token: string): Record<string, string> {
  const value = {
    none: null,
    viewer: `Bearer ${token}`,
    garbage: `Bearer ${'A'.repeat(43)}`,
    basic: 'Basic dXNlcjpwYXNzd29yZA==',
    empty: 'Bearer ',
    long: `Bearer ${'x'.repeat(10_000)}`,
    lowercase: `bearer ${token}`,
  }[auth];
  return value === null ? {} : { authorization: value };
}

type Encoding =
  | 'json'
  | 'topLevel'
  | 'malformed'
  | 'truncated'
  | 'form'
  | 'text'
  | 'none'
  | 'emptyJson'
  | 'badUtf8'
  | 'jsonCharset'
  | 'multipart'
  | 'multipartNoBoundary'
  | 'multipartTruncated'
  | 'multipartGarbage'
  | 'multipartEmpty';
const encodingArb = (multipartFirst: boolean) =>
  fc.oneof(
    { weight: multipartFirst ? 4 : 20, arbitrary: fc.constant<Encoding>('json') },
    { weight: multipartFirst ? 20 : 1, arbitrary: fc.constant<Encoding>('multipart') },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Encoding>(
        'topLevel',
        'malformed',
        'truncated',
        'form',
        'text',
        'none',
        'emptyJson',
        'badUtf8',
        'jsonCharset',
      ),
    },
    {
      weight: multipartFirst ? 8 : 1,
      arbitrary: fc.constantFrom<Encoding>(
        'multipartNoBoundary',
        'multipartTruncated',
        'multipartGarbage',
        'multipartEmpty',
      ),
    },
  );

interface Part {
  name: string;
  value?: string;
  file?: Buffer;
}
function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.file === undefined
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}`), part.file ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}
function bodyOf(
  encoding: Encoding,
  input: Record<string, unknown>,
  extras: { topLevel: unknown; malformed: string; cut: number; file: Buffer | null; fileField: string },
): Body {
  const json = JSON.stringify(input);
  const boundary = `----fuzz${extras.cut}`;
  const parts: Part[] = Object.entries(input).map(([name, value]) => ({ name, value: asText(value) }));
  if (extras.file) parts.push({ name: extras.fileField, file: extras.file });
  switch (encoding) {
    case 'json':
      return { payload: json, contentType: 'application/json' };
    case 'topLevel':
      return { payload: JSON.stringify(extras.topLevel) ?? 'null', contentType: 'application/json' };
    case 'malformed':
      return { payload: extras.malformed, contentType: 'application/json' };
    case 'truncated':
      return {
        payload: json.slice(0, Math.max(1, json.length - 1 - (extras.cut % json.length))),
        contentType: 'application/json',
      };
    case 'form':
      return { payload: queryOf(input, '').slice(1), contentType: 'application/x-www-form-urlencoded' };
    case 'text':
      return { payload: json, contentType: 'text/plain' };
    case 'none':
      return {};
    case 'emptyJson':
      return { payload: '', contentType: 'application/json' };
    case 'badUtf8':
      return {
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
        contentType: 'application/json',
      };
    case 'jsonCharset':
      return { payload: json, contentType: 'application/json; charset=utf-16' };
    case 'multipart':
      return { payload: multipartBody(parts, boundary), contentType: `multipart/form-data; boundary=${boundary}` };
    case 'multipartNoBoundary':
      return { payload: multipartBody(parts, boundary), contentType: 'multipart/form-data' };
    case 'multipartTruncated': {
      const full = multipartBody(parts, boundary);
      return {
        payload: full.subarray(0, Math.max(1, full.length - 1 - (extras.cut % full.length))),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }
    case 'multipartGarbage':
      return {
        payload: `--${boundary}\r\nbroken header line\r\n\r\n${json}`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'multipartEmpty':
      return { payload: `--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
  }
}

/** One request of the fuzz, as generated. */
export interface Shape {
  auth: Auth;
  ip: string;
  input: Record<string, unknown>;
  encoding: Encoding;
  method: string;
  pathTail: string;
  rawQuery: string;
  topLevel: unknown;
  malformed: string;
  cut: number;
  file: 'png' | 'random' | 'empty' | 'gifHeader' | null;
  /** The bytes of a 'random' file. */
  fileBytes: Uint8Array;
  fileField: string;
  headers: Record<string, string>;
}

/** Plausible values per field name, so that many requests get past validation into the services. */
export type GoodValues = Record<string, readonly unknown[]>;

export function shapeArb(call: CallDef, good: GoodValues): fc.Arbitrary<Shape> {
  const uploadField = UPLOAD_FIELDS[call.path];
  const multipartFirst = uploadField !== undefined || (call.method === 'POST' && call.path === '/profile');
  const fields = uploadField ? [] : fieldsOf(call.input);
  return fc.record({
    auth: authArb,
    ip: fc.ipV4(),
    input: inputArb(fields, good),
    encoding: encodingArb(multipartFirst),
    method: fc.oneof(
      { weight: 20, arbitrary: fc.constant(call.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
    ),
    pathTail: fc.oneof(
      { weight: 30, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: fc.constantFrom(...PATH_TAILS) },
    ),
    rawQuery: fc.constantFrom(...RAW_QUERY_TAILS),
    topLevel: fc.jsonValue({ maxDepth: 2 }),
    malformed: fc.constantFrom(...MALFORMED_JSON),
    cut: fc.nat(),
    file: uploadField
      ? fc.constantFrom('png', 'random', 'empty', 'gifHeader', null)
      : fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constant('random' as const) }),
    fileBytes: fc.uint8Array({ maxLength: 128 }),
    fileField: fc.constantFrom(uploadField ?? PROFILE_IMAGE_FIELD, PROFILE_IMAGE_FIELD, COVER_IMAGE_FIELD, 'file'),
    headers: fc.record(
      {
        'x-locale': fc.constantFrom('en', 'tr', 'xx', '', 'de-DE;q=1'),
        'x-timezone': fc.constantFrom('Europe/Istanbul', 'Not/AZone', '', '+99:99'),
        'accept-language': fc.constantFrom('de-DE,de;q=0.9', '*', ';;;', 'x'.repeat(300)),
      },
      { requiredKeys: [] },
    ),
  });
}

function fileOf(shape: Shape, png: Buffer): Buffer | null {
  if (shape.file === 'png') return png;
  if (shape.file === 'random') return Buffer.from(shape.fileBytes);
  if (shape.file === 'empty') return Buffer.alloc(0);
  if (shape.file === 'gifHeader') return Buffer.concat([Buffer.from('GIF89a'), Buffer.from(shape.fileBytes)]);
  return null;
}

/** The `app.inject` options of a generated request; `token` is the signed-in member's, `png` a real image. */
export function requestOf(call: CallDef, shape: Shape, token: string, png: Buffer): InjectOptions {
  const readsQuery = shape.method === 'GET' || shape.method === 'DELETE';
  const query = readsQuery ? queryOf(shape.input, shape.rawQuery) : shape.rawQuery ? `?${shape.rawQuery}` : '';
  const body =
    shape.method === 'GET'
      ? {}
      : bodyOf(shape.encoding, shape.input, {
          topLevel: shape.topLevel,
          malformed: shape.malformed,
          cut: shape.cut,
          file: fileOf(shape, png),
          fileField: shape.fileField,
        });
  const headers: Record<string, string> = { ...shape.headers, ...authHeaders(shape.auth, token) };
  if (body.contentType) headers['content-type'] = body.contentType;
  return {
    method: shape.method as 'GET',
    url: `/api${call.path}${shape.pathTail}${query}`,
    headers,
    remoteAddress: shape.ip,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  };
}
