import { AppError } from '../../lib/errors.js';

/** How the viewer stands to another member (users/queries getRelation reads it). */
export interface Relation {
  isFollowing: boolean;
  /** The other member follows the viewer (public in their following list): the asking rules read it. */
  followedBy: boolean;
  blockedByMe: boolean;
  blockedBy: boolean;
}

/** Throws the catalogue's message when a block stands between the two, the viewer's own block first. */
export function assertNotBlocked(relation: Relation): void {
  if (relation.blockedByMe) throw new AppError('YOU_BLOCKED_USER');
  if (relation.blockedBy) throw new AppError('YOU_ARE_BLOCKED');
}
