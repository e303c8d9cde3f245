import type { FeedRow } from '@qurio/contract';
import { explore } from '@qurio/contract/routes';
import { callApi } from '../../api/client';

/** How many answers the landing page shows (issue 34): a glimpse, not a feed. */
export const LANDING_ANSWER_COUNT = 3;

/** What a landing card shows of an explore row: no asker, named or not, and nothing else. */
export interface LandingAnswer {
  id: number;
  question: string;
  answer: string;
  anonymous: boolean;
  like_count: number;
  user: { id: number; username: string; fullname: string; image: string | null };
}

function landingAnswerOf(row: FeedRow): LandingAnswer {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer ?? '',
    anonymous: row.anonymous,
    like_count: row.like_count,
    user: { id: row.user.id, username: row.user.username, fullname: row.user.fullname, image: row.user.image },
  };
}

/**
 * The landing page's loader (app/routes.ts): the first answers of Explore, read as a guest (the
 * server's render asks in the visitor's language, the X-Locale of its request). Only what the
 * cards show travels in the page's data. Any failure, like an empty site, is no answers: the page
 * then goes without the block.
 */
export async function loadLandingAnswers(): Promise<LandingAnswer[]> {
  try {
    const page = await callApi(explore, { type: 'paginated', page: 1 });
    return page.questions
      .filter((row) => row.answer)
      .slice(0, LANDING_ANSWER_COUNT)
      .map(landingAnswerOf);
  } catch {
    return [];
  }
}
