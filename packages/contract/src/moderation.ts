import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse, optionalCursor, REPORT_REASONS, textField } from './fields.js';
import { mediaItem } from './questions.js';
import * as ROUTES from './routes.js';
import { totpCodeField } from './two-factor.js';

/**
 * The moderation console (issue 16). Members get 403 MODERATORS_ONLY from every call; the audit
 * log is for admins. Roles are ordered member < moderator < admin (ROLE_RANK): moderators act on
 * members only, admins on anyone but themselves; every call needs a session that passed two-factor
 * sign-in (SECOND_FACTOR_REQUIRED) (issue 29). Nothing here names the sender of an anonymous question: revealing one is an
 * action of its own (`reveal_sender`), with a written reason, in the audit log.
 */
export const MOD_ACTIONS = [
  'dismiss',
  'remove',
  'suspend',
  'unsuspend',
  'verify',
  'unverify',
  'ban_asker',
  'reveal_sender',
  /** One picture of an answer (media_id), its files deleted; the answer's text stays. */
  'remove_media',
] as const;
export type ModActionName = (typeof MOD_ACTIONS)[number];

/** A member's role as the API names it (`myProfile.role`). */
export type Role = 'member' | 'moderator' | 'admin';

/**
 * The one order of roles every check reads: a moderator acts on members, an admin on moderators
 * and admins too; verifying and the audit log are for admins.
 */
export const ROLE_RANK = { member: 0, moderator: 1, admin: 2 } as const satisfies Record<Role, number>;

export const modReportGroup = z.object({
  target_type: z.enum(['question', 'user']),
  target_id: z.number().int(),
  /** The open reports about this target, oldest first. */
  report_ids: z.array(z.number().int()),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  first_date: z.string(),
  last_date: z.string(),
  /** The reported question as it reads (never its sender), or null when it is gone. */
  question: z
    .object({
      id: z.number().int(),
      question: z.string(),
      answer: z.string().nullable(),
      status: z.string(),
      anonymous: z.boolean(),
      owner: z.object({ id: z.number().int(), username: z.string() }),
      /** The answer's pictures (remove_media takes one by its id), in order; empty for none. */
      media: z.array(mediaItem),
    })
    .nullable(),
  /** The reported member, or null when the account is gone. */
  user: z
    .object({
      id: z.number().int(),
      username: z.string(),
      fullname: z.string(),
      bio: z.string(),
      status: z.string(),
      verified: z.boolean(),
    })
    .nullable(),
});
export type ModReportGroup = z.infer<typeof modReportGroup>;

export const modReports = defineCall({
  ...ROUTES.modReports,
  auth: 'required',
  response: z.object({ reports: z.array(modReportGroup) }),
});

const modReason = textField('REASON_REQUIRED')
  .trim()
  .min(3, { error: 'REASON_REQUIRED' })
  .max(500, { error: 'REASON_REQUIRED' });

export const modAction = defineCall({
  ...ROUTES.modAction,
  auth: 'required',
  input: z
    .object({
      report_id: idField('TARGET_REQUIRED').optional(),
      user_id: idField('TARGET_REQUIRED').optional(),
      question_id: idField('TARGET_REQUIRED').optional(),
      /** remove_media: the picture (mediaItem.id). */
      media_id: idField('TARGET_REQUIRED').optional(),
      action: z.enum(MOD_ACTIONS, { error: 'MOD_ACTION_INVALID' }),
      reason: modReason,
      /** suspend: when it ends by itself (ISO date); none: until lifted. */
      until: z.iso.datetime({ error: 'VALIDATION_FAILED' }).optional(),
      /**
       * reveal_sender: a code of the moderator's authenticator app, checked on the spot (and counted
       * as used), so a session left open is not enough to name a sender. Other actions ignore it.
       */
      otp: totpCodeField.optional(),
    })
    .refine((v) => [v.report_id, v.user_id, v.question_id, v.media_id].filter((x) => x !== undefined).length === 1, {
      error: 'TARGET_REQUIRED',
    }),
  response: okResponse.extend({
    /** reveal_sender only: who sent the question. */
    sender: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('member'), id: z.number().int(), username: z.string() }),
        z.object({ kind: z.literal('guest') }),
        z.object({ kind: z.literal('unknown') }),
      ])
      .optional(),
  }),
});

export const modAuditEntry = z.object({
  id: z.number().int(),
  moderator: z.string(),
  action: z.string(),
  target_type: z.enum(['report', 'user', 'question', 'media']),
  target_id: z.number().int(),
  reason: z.string(),
  date_added: z.string(),
});

export type ModAuditEntry = z.infer<typeof modAuditEntry>;

export const modAudit = defineCall({
  ...ROUTES.modAudit,
  auth: 'required',
  input: z.object({ last_id: optionalCursor }),
  response: z.object({ entries: z.array(modAuditEntry), limit: z.number().int() }),
});

/** One reveal of a sender: who revealed, which question, when and why; never the sender revealed. */
export const modRevealEntry = z.object({
  id: z.number().int(),
  moderator: z.string(),
  question_id: z.number().int(),
  /** The question's text, or null when it is gone. */
  question: z.string().nullable(),
  reason: z.string(),
  date_added: z.string(),
});
export type ModRevealEntry = z.infer<typeof modRevealEntry>;

/** Every reveal for an admin, a moderator's own for a moderator; newest first, paged by `last_id`. */
export const modReveals = defineCall({
  ...ROUTES.modReveals,
  auth: 'required',
  input: z.object({ last_id: optionalCursor }),
  response: z.object({ reveals: z.array(modRevealEntry), limit: z.number().int() }),
});
