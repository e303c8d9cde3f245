import type { Question, UserSummary } from '@qurio/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FeedData } from '../../ui/feed/useFeed';
import { questionKeys } from './keys';
import { patchPerson } from './question-cache';

const person = (id: number, image: string | null = null): UserSummary => ({
  id,
  username: `member${id}`,
  fullname: '',
  image,
  verified: false,
});

function question(id: number, owner: UserSummary, sender: UserSummary | null, likes?: UserSummary[]): Question {
  return {
    id,
    user_id: owner.id,
    user: owner,
    sender_id: sender?.id ?? null,
    sender,
    ...(likes ? { likes } : {}),
  } as unknown as Question;
}

describe('patchPerson', () => {
  it("puts a member's new picture on every cached question that shows them, and nowhere else", () => {
    const client = new QueryClient();
    const me = person(1);
    const other = person(2, 'other.jpg');
    const feed: FeedData<Question> = {
      pageParams: [{}],
      pages: [
        {
          items: [question(10, me, null), question(11, other, me), question(12, other, null)],
          limit: 20,
          end: true,
          lastId: 12,
        },
      ],
    };
    client.setQueryData(questionKeys.timeline(), feed);
    client.setQueryData(questionKeys.one('member2', 13), question(13, other, null, [other, me]));

    patchPerson(client, 1, { image: 'new.jpg' });

    const items = client.getQueryData<FeedData<Question>>(questionKeys.timeline())?.pages[0]?.items ?? [];
    expect(items.map((q) => q.user.image)).toEqual(['new.jpg', 'other.jpg', 'other.jpg']);
    expect(items.map((q) => q.sender?.image ?? null)).toEqual([null, 'new.jpg', null]);
    // An untouched question keeps its identity, so its card does not render again.
    expect(items[2]).toBe(feed.pages[0]?.items[2]);
    const single = client.getQueryData<Question>(questionKeys.one('member2', 13));
    expect(single?.likes?.map((user) => user.image)).toEqual(['other.jpg', 'new.jpg']);
    expect(single?.user.image).toBe('other.jpg');
  });
});
