import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';

export interface Relation {
  isFollowing: boolean;
  blockedByMe: boolean;
  blockedBy: boolean;
}

const NONE: Relation = { isFollowing: false, blockedByMe: false, blockedBy: false };

/** How the viewer stands to another member, in one round trip. */
export async function getRelation(db: Kysely<Database>, viewerId: number | null, targetId: number): Promise<Relation> {
  if (viewerId === null || viewerId === targetId) return NONE;
  const [follow, blocks] = await Promise.all([
    db
      .selectFrom('follows')
      .select('id')
      .where('follower_id', '=', viewerId)
      .where('followee_id', '=', targetId)
      .executeTakeFirst(),
    db
      .selectFrom('blocks')
      .select(['blocker_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', targetId)]),
          eb.and([eb('blocker_id', '=', targetId), eb('blocked_id', '=', viewerId)]),
        ]),
      )
      .execute(),
  ]);
  return {
    isFollowing: follow !== undefined,
    blockedByMe: blocks.some((b) => b.blocker_id === viewerId),
    blockedBy: blocks.some((b) => b.blocker_id === targetId),
  };
}

/** Throws the catalogue's message when a block stands between the two, the viewer's own block first. */
export function assertNotBlocked(relation: Relation): void {
  if (relation.blockedByMe) throw new AppError('YOU_BLOCKED_USER');
  if (relation.blockedBy) throw new AppError('YOU_ARE_BLOCKED');
}

/**
 * A SQL condition keeping rows whose `column` user is neither blocked by nor blocking the viewer.
 * Used by every list so a block hides both people from each other everywhere.
 */
export function notBlockedWith(viewerId: number | null, column: string) {
  // biome-ignore lint/suspicious/noExplicitAny: applies to any query that has the column
  return (eb: any) => {
    if (viewerId === null) return eb.lit(true);
    return eb.and([
      eb(column, 'not in', eb.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', viewerId)),
      eb(column, 'not in', eb.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', viewerId)),
    ]);
  };
}
