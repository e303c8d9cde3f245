import * as contract from '@qurio/contract';
import {
  type CallDef,
  COVER_IMAGE_FIELD,
  ERROR_CODES,
  ERRORS,
  type ErrorCode,
  IMAGE_TYPES,
  IMPORT_FIELD,
  LIMITS,
  MEDIA_FIELD,
  PROFILE_IMAGE_FIELD,
  type StreamDef,
} from '@qurio/contract';
import { type ZodType, z } from 'zod';
import { LIMITS_POLICY, type Limit } from '../../lib/rate-limit.js';
import { ASK_LIMITS } from '../questions/service.js';
import { sampleOf } from './sample.js';

/**
 * The OpenAPI 3.1 document of the API, built from the contract when the server starts: every
 * CallDef with its method, path, auth mode, input (query parameters for a GET, a JSON body
 * otherwise, multipart for the three uploads) and response, both as zod 4's JSON Schema (draft
 * 2020-12, OpenAPI 3.1's own dialect), the way the response serializer compiles them.
 *
 * The contract does not list the errors of each call, so what a call can answer is derived, and
 * only where it is known: the codes its input schema names (the schemas use codes as messages),
 * the auth mode's (AUTH_INVALID, SIGN_IN_REQUIRED, CONSENT_REQUIRED), the transport's
 * (MALFORMED_JSON…), the rate limits' below; every other rule of a service answers a code of the
 * same Error shape, documented as the `default` response. openapi.test.ts drives every call and
 * checks each answer against this document.
 */

type Json = { [key: string]: unknown };

const isCallDef = (value: unknown): value is CallDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every call of the contract by its name (the route table's names, which are the operation ids). */
export const CALLS: ReadonlyArray<readonly [string, CallDef]> = Object.entries(
  contract as Record<string, unknown>,
).filter((entry): entry is [string, CallDef] => isCallDef(entry[1]));

/** The groups of routes.ts, in its order; openapi.test.ts fails when a call is in none or in two. */
export const TAGS: ReadonlyArray<{ name: string; description: string; calls: readonly string[] }> = [
  {
    name: 'Sign-up, sign-in and session',
    description: 'Accounts and sessions: the access token every other call sends as `Authorization: Bearer`.',
    calls: [
      'register',
      'token',
      'refresh',
      'logout',
      'myProfile',
      'stats',
      'checkUsername',
      'health',
      'signupRules',
      'confirmSignup',
    ],
  },
  {
    name: 'Two-factor sign-in',
    description: 'A second factor by authenticator app.',
    calls: ['twoFactorStatus', 'twoFactorSetup', 'twoFactorEnable', 'twoFactorDisable', 'twoFactorRecoveryCodes'],
  },
  { name: 'Profiles', description: "A member's public profile.", calls: ['profile'] },
  {
    name: 'Questions and answers',
    description: 'Asking, the inbox, answering, likes and pins. An anonymous question never names its asker.',
    calls: [
      'ask',
      'myQuestions',
      'answer',
      'reAnswerQuestion',
      'deleteQuestion',
      'deleteQuestions',
      'getQuestion',
      'questions',
      'likeQuestion',
      'reportQuestion',
      'pinnedAnswers',
      'pinAnswer',
      'unpinAnswer',
      'reorderPins',
    ],
  },
  {
    name: "The asker's sent questions",
    description: 'What a member asked, and withdrawing it before delivery.',
    calls: ['sentQuestions', 'withdrawQuestion'],
  },
  {
    name: 'Prompts',
    description: 'Questions the site asks everyone.',
    calls: ['preQuestions', 'answerPreQuestion', 'questionAnswers'],
  },
  {
    name: 'Follows, blocks and reports',
    description: 'Following, blocking and reporting members.',
    calls: ['follow', 'followings', 'followers', 'block', 'blockedUsers', 'reportUser'],
  },
  {
    name: 'Safety',
    description: 'Blocking the asker of a question without learning who it is, muted words, held questions.',
    calls: [
      'blockAsker',
      'blockedAskers',
      'unblockAsker',
      'mutedWords',
      'muteWord',
      'unmuteWord',
      'heldQuestions',
      'moveToInbox',
    ],
  },
  {
    name: 'Moderation',
    description: 'The console of moderators and admins.',
    calls: ['modReports', 'modAction', 'modAudit', 'modReveals'],
  },
  { name: 'Download my data', description: 'The data export.', calls: ['requestExport', 'exportStatus'] },
  {
    name: 'Import',
    description:
      'Answers from a Qurio export or a Retrospring export, imported in the background: old answers, marked imported, their askers never carried over.',
    calls: ['startImport', 'importStatus'],
  },
  {
    name: 'Settings',
    description: 'Account and notification settings.',
    calls: ['accountSettings', 'notificationSettings', 'set', 'unsubscribeMail'],
  },
  {
    name: 'Where you are signed in',
    description: 'Sessions.',
    calls: ['sessions', 'endSession', 'endOtherSessions'],
  },
  {
    name: 'Personal access tokens',
    description:
      'Tokens for other apps (`qpat_…`, sent as `Authorization: Bearer`): each does only what its scopes allow, never rotates, and ends with a password change, a freeze or a deletion.',
    calls: ['accessTokens', 'createAccessToken', 'revokeAccessToken'],
  },
  { name: 'Feeds', description: 'Home and explore.', calls: ['timeline', 'explore'] },
  { name: 'Search', description: 'Members, answers and hashtags.', calls: ['search'] },
  {
    name: 'Discovery',
    description: 'Trends and people to discover.',
    calls: ['trends', 'suggestedUsers', 'randomUsers'],
  },
  { name: 'Notifications', description: 'The notification list.', calls: ['notifications'] },
  {
    name: 'Profile, images, password, e-mail and username',
    description: 'The own account.',
    calls: [
      'updateProfile',
      'uploadProfileImage',
      'uploadCoverImage',
      'uploadMedia',
      'changePassword',
      'resetPasswordSend',
      'resetPasswordCheck',
      'resetPassword',
      'resetPasswordCheckToken',
      'resetPasswordToken',
      'myEmail',
      'sendEmailVerificationMail',
      'verifyEmail',
      'verifyEmailWithToken',
      'updateUsername',
      'freezeAccount',
      'deleteAccount',
    ],
  },
  {
    name: 'Push notifications',
    description: 'Device tokens of the phone app and Web Push subscriptions.',
    calls: ['registerPushToken', 'unregisterPushToken', 'vapidPublicKey', 'registerWebPush', 'unregisterWebPush'],
  },
  { name: 'Getting the phone app', description: 'Store links.', calls: ['appLinks'] },
  { name: 'Live updates', description: 'Server-Sent Events.', calls: ['events'] },
];

/** The multipart field each upload call reads its one file from (features/uploads/routes.ts). */
export const UPLOAD_FIELDS: Readonly<Record<string, string>> = {
  uploadProfileImage: PROFILE_IMAGE_FIELD,
  uploadCoverImage: COVER_IMAGE_FIELD,
  uploadMedia: MEDIA_FIELD,
  startImport: IMPORT_FIELD,
};

/** One rate limit a call counts against, as the server applies it (lib/rate-limit.ts and the services). */
export interface RateLimitDoc {
  per: string;
  max: number;
  windowSeconds: number;
  code: ErrorCode;
}

const limitDoc = (per: string, limit: Limit, code: ErrorCode): RateLimitDoc => ({
  per,
  max: limit.max,
  windowSeconds: limit.windowMs / 1000,
  code,
});

/**
 * The limits each call counts against besides the guest limit (every call without a session counts
 * against its address, lib/call.ts). Read from the services' `consume` calls; the figures are the
 * server's own constants, so they cannot drift.
 */
const CALL_LIMITS: Readonly<Record<string, readonly RateLimitDoc[]>> = {
  register: [limitDoc('address', LIMITS_POLICY.signupsPerIp, 'TOO_MANY_SIGNUPS')],
  token: [
    limitDoc('failed sign-ins per address', LIMITS_POLICY.loginFailuresPerIp, 'TOO_MANY_LOGIN_ATTEMPTS'),
    limitDoc(
      'failed sign-ins per account and address',
      LIMITS_POLICY.loginFailuresPerAccountAndIp,
      'TOO_MANY_LOGIN_ATTEMPTS',
    ),
  ],
  ask: [
    limitDoc('member', ASK_LIMITS.memberPer15Minutes, 'TOO_MANY_ACTIONS'),
    limitDoc('asker without a session', ASK_LIMITS.guestPerMinute, 'TOO_MANY_ACTIONS'),
    limitDoc('asker without a session', ASK_LIMITS.guestPerHour, 'TOO_MANY_ACTIONS'),
    limitDoc('recipient', ASK_LIMITS.recipientPerHour, 'TOO_MANY_ACTIONS'),
  ],
  follow: [limitDoc('member and target', LIMITS_POLICY.togglesPerTarget, 'TOO_MANY_ACTIONS')],
  likeQuestion: [limitDoc('member and answer', LIMITS_POLICY.togglesPerTarget, 'TOO_MANY_ACTIONS')],
  pinAnswer: [limitDoc('member', LIMITS_POLICY.pinChangesPerMember, 'TOO_MANY_ACTIONS')],
  unpinAnswer: [limitDoc('member', LIMITS_POLICY.pinChangesPerMember, 'TOO_MANY_ACTIONS')],
  reorderPins: [limitDoc('member', LIMITS_POLICY.pinChangesPerMember, 'TOO_MANY_ACTIONS')],
  withdrawQuestion: [limitDoc('member', LIMITS_POLICY.withdrawalsPerMember, 'TOO_MANY_ACTIONS')],
  endSession: [limitDoc('member', LIMITS_POLICY.sessionEndsPerMember, 'TOO_MANY_ACTIONS')],
  endOtherSessions: [limitDoc('member', LIMITS_POLICY.sessionEndsPerMember, 'TOO_MANY_ACTIONS')],
  twoFactorEnable: [
    limitDoc('wrong codes per member', LIMITS_POLICY.secondFactorFailuresPerMember, 'TOO_MANY_LOGIN_ATTEMPTS'),
  ],
  twoFactorDisable: [
    limitDoc('wrong codes per member', LIMITS_POLICY.secondFactorFailuresPerMember, 'TOO_MANY_LOGIN_ATTEMPTS'),
  ],
  twoFactorRecoveryCodes: [
    limitDoc('wrong codes per member', LIMITS_POLICY.secondFactorFailuresPerMember, 'TOO_MANY_LOGIN_ATTEMPTS'),
  ],
  uploadProfileImage: [
    limitDoc('member', LIMITS_POLICY.uploadsPerMember, 'TOO_MANY_UPLOADS'),
    limitDoc('address', LIMITS_POLICY.uploadsPerIp, 'TOO_MANY_UPLOADS'),
  ],
  uploadCoverImage: [
    limitDoc('member', LIMITS_POLICY.uploadsPerMember, 'TOO_MANY_UPLOADS'),
    limitDoc('address', LIMITS_POLICY.uploadsPerIp, 'TOO_MANY_UPLOADS'),
  ],
  uploadMedia: [
    limitDoc('member', LIMITS_POLICY.uploadsPerMember, 'TOO_MANY_UPLOADS'),
    limitDoc('address', LIMITS_POLICY.uploadsPerIp, 'TOO_MANY_UPLOADS'),
  ],
};

/** The rate limits of a call: its own, and the guest limit when it can be made without a session. */
export function rateLimitsOf(name: string, call: Pick<CallDef, 'auth'>): RateLimitDoc[] {
  const guest =
    call.auth === 'required' || name === 'health'
      ? []
      : [limitDoc('address, calls without a session', LIMITS_POLICY.guestCallsPerIp, 'TOO_MANY_REQUESTS')];
  return [...guest, ...(CALL_LIMITS[name] ?? [])];
}

/**
 * The contract's named object schemas (`question`, `feedRow`, `meUser`…) as components: a response
 * that holds one refers to it instead of repeating it (with the shared error responses, the
 * document went from 420 KB to 250 KB, 23 KB gzipped), and a reader sees the contract's own names.
 */
function namedSchemas(): Map<string, string> {
  const named = new Map<string, string>();
  for (const [name, value] of Object.entries(contract as Record<string, unknown>)) {
    if (isCallDef(value) || typeof value !== 'object' || value === null || !('_zod' in value)) continue;
    const def = (value as { _zod: { def: { type?: string } } })._zod.def;
    if (def.type !== 'object') continue;
    const json = JSON.stringify(jsonSchemaOf(value as ZodType, 'output'));
    // The first name wins when two exports are the same schema; small ones stay inline.
    if (json.length >= 300 && !named.has(json)) named.set(json, name.charAt(0).toUpperCase() + name.slice(1));
  }
  return named;
}

/** Replaces every subschema that is a named one by a reference to it, and records the ones used. */
function referNamed(node: unknown, named: Map<string, string>, used: Map<string, Json>, root = true): unknown {
  if (Array.isArray(node)) return node.map((item) => referNamed(item, named, used, false));
  if (typeof node !== 'object' || node === null) return node;
  if (!root) {
    const name = named.get(JSON.stringify(node));
    if (name) {
      if (!used.has(name)) used.set(name, referNamed(node, named, used, true) as Json);
      return { $ref: `#/components/schemas/${name}` };
    }
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, referNamed(value, named, used, false)]));
}

/** The calls whose success is not a 200 (the route sets it; the contract has no field for it). */
const SUCCESS_STATUS: Readonly<Record<string, number>> = { register: 201 };

export function successStatusOf(name: string): number {
  return SUCCESS_STATUS[name] ?? 200;
}

/** The JSON Schema of a zod schema as OpenAPI 3.1 takes it (draft 2020-12, without `$schema`). */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  return json;
}

/**
 * The error codes a schema names: the contract's schemas give a code as each check's message, so
 * every `error` of its definition tree that answers a code is one the call can fail with.
 */
export function codesOfSchema(schema: ZodType | undefined): ErrorCode[] {
  const found = new Set<ErrorCode>();
  const seen = new Set<unknown>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 40 || node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const error = '_zod' in node ? undefined : (node as { error?: unknown }).error;
    if (typeof error === 'function') {
      try {
        const result = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined, path: [] });
        const message = typeof result === 'string' ? result : (result as { message?: unknown } | undefined)?.message;
        if (typeof message === 'string' && (ERROR_CODES as readonly string[]).includes(message)) {
          found.add(message as ErrorCode);
        }
      } catch {
        // A message built from the issue: not one of ours.
      }
    }
    // A schema or a check keeps its definition under the non-enumerable `_zod`.
    if ('_zod' in node) return visit((node as { _zod: { def: unknown } })._zod.def, depth + 1);
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  visit(schema, 0);
  return [...found].sort();
}

/** Every code a call is known to answer with, derived as the module's comment says. */
export function errorCodesOf(name: string, call: CallDef): ErrorCode[] {
  const codes = new Set<ErrorCode>(['INTERNAL', 'NOT_FOUND']);
  if (call.method !== 'GET') codes.add('MALFORMED_JSON').add('PAYLOAD_TOO_LARGE').add('UNSUPPORTED_MEDIA_TYPE');
  if (call.input || UPLOAD_FIELDS[name]) codes.add('VALIDATION_FAILED').add('TEXT_INVALID_CHARACTER');
  for (const code of codesOfSchema(call.input)) codes.add(code);
  // A personal access token is a bearer too: without the call's scope, or on a call without one.
  if (call.auth !== 'none') codes.add('AUTH_INVALID').add('ACCESS_TOKEN_SCOPE_MISSING');
  if (call.auth === 'required') codes.add('SIGN_IN_REQUIRED');
  if (call.auth !== 'none' && !call.beforeConsent) codes.add('CONSENT_REQUIRED');
  for (const limit of rateLimitsOf(name, call)) codes.add(limit.code);
  return [...codes].sort();
}

const errorRef = { $ref: '#/components/schemas/Error' };

/** One error response: the Error shape, the codes known to apply under its status, an example. */
function errorResponse(status: number, list: readonly ErrorCode[]): Json {
  return {
    // The codes only: each code's status and message are written once, in `ErrorCode`.
    description: list.map((code) => `\`${code}\``).join(', '),
    ...(status === 429
      ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
      : {}),
    // The codes known to apply; a rule of a service may answer another code with this status,
    // so the schema is the Error shape itself, not an enum that would lie.
    'x-error-codes': list,
    content: {
      'application/json': {
        schema: errorRef,
        example: { status: false, message: ERRORS[list[0] as ErrorCode].message, code: list[0] },
      },
    },
  };
}

/**
 * A call's error responses by status. A status with one code refers to that code's shared
 * response (`components.responses`): most calls share INTERNAL, NOT_FOUND, AUTH_INVALID…, and
 * writing each out per call made two thirds of the document.
 */
function errorResponses(codes: readonly ErrorCode[]): Json {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Json = {};
  for (const [status, list] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    responses[String(status)] =
      list.length === 1 ? { $ref: `#/components/responses/${list[0]}` } : errorResponse(status, list);
  }
  responses.default = { $ref: '#/components/responses/Error' };
  return responses;
}

/** The shared responses: one per code, and `Error` for any rule of a call. */
function sharedResponses(): Json {
  return {
    Error: {
      description: "Any other rule of the call: the same shape, with the rule's code (see `ErrorCode`).",
      content: { 'application/json': { schema: errorRef } },
    },
    ...Object.fromEntries(ERROR_CODES.map((code) => [code, errorResponse(ERRORS[code].status, [code])])),
  };
}

function securityOf(auth: CallDef['auth']): Json[] {
  if (auth === 'required') return [{ bearer: [] }];
  if (auth === 'optional') return [{ bearer: [] }, {}];
  return [];
}

function describeCall(name: string, call: CallDef): string {
  const auth =
    call.auth === 'required'
      ? 'Needs a bearer token.'
      : call.auth === 'optional'
        ? 'Works without a token; with one, answers as that member sees it.'
        : 'Needs no token (one sent is ignored).';
  const scope =
    call.auth === 'none'
      ? []
      : [
          call.scope
            ? `A personal access token needs the \`${call.scope}\` scope.`
            : 'Personal access tokens are refused (`ACCESS_TOKEN_SCOPE_MISSING`): only a session may call it.',
        ];
  const limits = rateLimitsOf(name, call).map(
    (l) => `- ${l.max} per ${formatWindow(l.windowSeconds)} per ${l.per} (then \`${l.code}\`)`,
  );
  return [[auth, ...scope].join(' '), ...(limits.length > 0 ? ['', '**Rate limits**', '', ...limits] : [])].join('\n');
}

function formatWindow(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** The query parameters of a GET: the properties of its input object. */
function queryParameters(input: Json): Json[] {
  const properties = (input.properties ?? {}) as Record<string, Json>;
  const required = new Set((input.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }));
}

function operationOf(name: string, call: CallDef, tag: string): Json {
  const response = jsonSchemaOf(call.response, 'output');
  const operation: Json = {
    operationId: name,
    tags: [tag],
    summary: name,
    description: describeCall(name, call),
    security: securityOf(call.auth),
    'x-auth': call.auth,
    // The scope a personal access token needs (features/access-tokens); null: tokens are refused.
    'x-token-scope': call.auth === 'none' ? null : (call.scope ?? null),
    'x-rate-limits': rateLimitsOf(name, call),
    responses: {
      [String(successStatusOf(name))]: {
        description: 'Success.',
        content: { 'application/json': { schema: response, example: sampleOf(response) } },
      },
      ...errorResponses(errorCodesOf(name, call)),
    },
  };
  const field = UPLOAD_FIELDS[name];
  if (field) {
    operation.requestBody = {
      required: true,
      description:
        name === 'startImport'
          ? `A Qurio export (ZIP) or a Retrospring export (ZIP or .tar.gz), at most ${LIMITS.importMaxBytes} bytes.`
          : `One picture (${IMAGE_TYPES.join(', ')}), at most ${LIMITS.uploadMaxBytes} bytes.`,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  } else if (call.input) {
    const input = jsonSchemaOf(call.input, 'input');
    if (call.method === 'GET') operation.parameters = queryParameters(input);
    else {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: input, example: sampleOf(input) } },
      };
    }
  }
  return operation;
}

function streamOperation(stream: StreamDef, tag: string): Json {
  return {
    operationId: 'events',
    tags: [tag],
    summary: 'events',
    description:
      "The signed-in member's live updates as Server-Sent Events; each event's `data` is JSON of the event's schema. " +
      `A comment line every ${LIMITS.liveHeartbeatMs / 1000} s keeps the connection open.`,
    security: securityOf(stream.auth),
    'x-auth': stream.auth,
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        schema: { type: 'string' },
        description: 'The last notification seen: the ones missed since are sent first.',
      },
    ],
    responses: {
      '200': {
        description: `Events: ${Object.keys(stream.events).join(', ')}.`,
        content: {
          'text/event-stream': {
            schema: {
              oneOf: Object.entries(stream.events).map(([type, schema]) => ({
                title: type,
                type: 'object',
                required: ['event', 'data'],
                properties: { event: { const: type }, data: jsonSchemaOf(schema, 'output') },
              })),
            },
          },
        },
      },
      ...errorResponses(['AUTH_INVALID', 'SIGN_IN_REQUIRED', 'CONSENT_REQUIRED', 'INTERNAL']),
    },
  };
}

export interface OpenApiOptions {
  /** The version the document describes (the server's package version). */
  version?: string;
}

/** Builds the document; the server does it once, at start (features/api-docs/routes.ts). */
export function buildOpenApiDocument(options: OpenApiOptions = {}): Json {
  const tagOf = new Map(TAGS.flatMap((tag) => tag.calls.map((call) => [call, tag.name] as const)));
  const paths: Record<string, Json> = {};
  for (const [name, call] of CALLS) {
    paths[call.path] = {
      ...paths[call.path],
      [call.method.toLowerCase()]: operationOf(name, call, tagOf.get(name) ?? 'Other'),
    };
  }
  const stream = contract.events;
  paths[stream.path] = { ...paths[stream.path], get: streamOperation(stream, tagOf.get('events') ?? 'Other') };
  const used = new Map<string, Json>();
  const referred = referNamed(paths, namedSchemas(), used) as Record<string, Json>;
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Qurio API',
      version: options.version ?? '0.0.0',
      summary: 'The API of Qurio, an anonymous question-and-answer social network.',
      description: [
        'Every call the web app and the phone app make, generated from the contract they share.',
        '',
        '**Authentication.** Send `Authorization: Bearer <token>`: a personal access token (Settings → Access tokens),',
        'or the session token that `token` (sign-in) answers. A session token may be rotated: when a response carries',
        '`X-Access-Token`, use that token from then on (`false`: the session has ended).',
        '',
        '**Errors.** A failure answers `{ "status": false, "message", "code" }` with the code\'s HTTP status;',
        'clients act on `code`. Each call lists the codes known to apply to it; any other rule answers the same shape.',
        '',
        '**Rate limits.** Calls without a session count against the address; some calls have their own limits',
        '(listed on each call and in `x-rate-limits`). Past a limit the answer is a 429 with `Retry-After`.',
        '',
        'Build on Qurio: [/api/docs/build](/api/docs/build).',
      ].join('\n'),
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    paths: referred,
    components: {
      responses: sharedResponses(),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal access token (Settings → Access tokens) or a session token from `token`.',
        },
      },
      schemas: {
        ...Object.fromEntries([...used.entries()].sort(([a], [b]) => a.localeCompare(b))),
        ErrorCode: {
          type: 'string',
          enum: [...ERROR_CODES],
          description: [
            'Every code, its HTTP status and its English message (clients translate by code):',
            '',
            '| code | status | message |',
            '| --- | --- | --- |',
            ...ERROR_CODES.map(
              (code) => `| \`${code}\` | ${ERRORS[code].status} | ${ERRORS[code].message.replace(/\|/g, '\\|')} |`,
            ),
          ].join('\n'),
        },
        Error: {
          type: 'object',
          required: ['status', 'message', 'code'],
          additionalProperties: false,
          properties: {
            status: { const: false },
            message: { type: 'string' },
            code: { $ref: '#/components/schemas/ErrorCode' },
            suspension: {
              type: 'object',
              required: ['reason', 'until'],
              properties: {
                reason: { type: ['string', 'null'] },
                until: { type: ['string', 'null'], format: 'date-time' },
              },
            },
            challenge: { type: 'string' },
          },
        },
      },
    },
  };
}
