import type { BenchData } from './setup.js';

/**
 * One request of a run. `check` judges a 2xx answer's parsed body and updates what the bench
 * knows (cursors, likes, follows, pending questions): it returns why the body is wrong, or null.
 * `settle` runs after any answer (not after a connection error or a request cut at the end of a
 * run: its in-flight mark then stays, so the bench never acts again on a state it cannot know).
 */
export interface Call {
  kind: string;
  method: 'GET' | 'POST';
  /** The whole path, `/api/...`. */
  path: string;
  body?: object;
  token: string;
  check: (json: Record<string, unknown>) => string | null;
  settle?: () => void;
}

export interface Workload {
  name: string;
  next: () => Call;
}

const WORDS = ['music', 'coffee', 'travel', 'books', 'football', 'summer', 'pizza', 'movies', 'friends', 'art'];

type Viewer = BenchData['viewers'][number];

const pick = <T>(list: readonly T[], r = Math.random()): T => list[Math.floor(r * list.length)] as T;

function pickFromSet<T>(set: Set<T>, skip: (value: T) => boolean): T | undefined {
  const list = [...set].filter((v) => !skip(v));
  return list.length > 0 ? pick(list) : undefined;
}

const isArray = (json: Record<string, unknown>, field: string) =>
  Array.isArray(json[field]) ? null : `\`${field}\` is not an array`;

const isOk = (json: Record<string, unknown>) => (json.status === true ? null : '`status` is not true');

/** A query string from defined values. */
function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return entries.length === 0 ? '' : `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * The traffic of `--members` members, with the bookkeeping that keeps every write one the rules
 * allow: a like only of what the member has not liked (an unlike only of what they have), a follow
 * only of someone they do not follow, an answer only to one of their own pending questions, never
 * two toggles of one pair in flight at once.
 */
export class Traffic {
  /** The last id of the newest timeline page each viewer received: their next older page. */
  private readonly cursors = new Map<Viewer, number>();
  /** The members holding a cursor, to pick one at random. */
  private readonly scrollers: Viewer[] = [];
  /** `viewer id:target id` of likes and follows sent and not yet answered. */
  private readonly inFlight = new Set<string>();
  /** Pending questions sent to be answered: never offered again, whatever an inbox page says. */
  private readonly answering = new Set<number>();
  private asked = 0;

  constructor(private readonly data: BenchData) {}

  private viewer(): Viewer {
    return pick(this.data.viewers);
  }

  /** Profiles as they are followed: popular ones (low ids) far more often. */
  private popularProfile() {
    return pick(this.data.profiles, Math.random() ** 2.5);
  }

  private get(kind: string, v: Viewer, path: string, check: Call['check']): Call {
    return { kind, method: 'GET', path: `/api${path}`, token: v.token, check };
  }

  private post(kind: string, v: Viewer, path: string, body: object, check: Call['check']): Call {
    return { kind, method: 'POST', path: `/api${path}`, body, token: v.token, check };
  }

  /**
   * `older`: the share of requests that page older, each from the cursor a member holding one
   * received on their last page (so the share holds however few members have paged yet); the
   * rest ask a random member's newest page.
   */
  timeline(older: number): Call {
    const scrolling = Math.random() < older && this.scrollers.length > 0;
    const v = scrolling ? pick(this.scrollers) : this.viewer();
    const last_id = scrolling ? this.cursors.get(v) : undefined;
    return this.get(last_id ? 'timeline older' : 'timeline', v, `/timeline${query({ last_id })}`, (json) => {
      const questions = json.questions;
      if (!Array.isArray(questions)) return '`questions` is not an array';
      const last = questions.at(-1) as { id?: unknown } | undefined;
      if (typeof last?.id === 'number') {
        if (!this.cursors.has(v)) this.scrollers.push(v);
        this.cursors.set(v, last.id);
      } else if (this.cursors.delete(v)) {
        // The end of the timeline: this member starts again from the newest.
        this.scrollers.splice(this.scrollers.indexOf(v), 1);
      }
      return null;
    });
  }

  explore(v = this.viewer()): Call {
    const page = 1 + Math.floor(Math.random() ** 3 * 5);
    return this.post('explore', v, '/explore', { type: 'paginated', page }, (json) => isArray(json, 'questions'));
  }

  profileAnswers(v = this.viewer()): Call {
    const path = `/questions${query({ username: this.popularProfile().username })}`;
    return this.get('questions', v, path, (json) => isArray(json, 'questions'));
  }

  question(v = this.viewer()): Call {
    const q = pick(this.data.answers);
    return this.get('question', v, `/question${query({ username: q.username, id: q.id })}`, (json) =>
      json.status === true && typeof json.question === 'object' && json.question !== null
        ? null
        : '`question` is missing',
    );
  }

  searchLatest(v = this.viewer()): Call {
    return this.post('search latest', v, '/search', { term: pick(WORDS), type: 'latest' }, (json) =>
      isArray(json, 'questions'),
    );
  }

  searchPeople(v = this.viewer()): Call {
    return this.post('search people', v, '/search', { term: `bench ${pick(WORDS)}`, type: 'people' }, (json) =>
      isArray(json, 'users'),
    );
  }

  notifications(v = this.viewer()): Call {
    return this.get('notifications', v, '/notifications', (json) => isArray(json, 'notifications'));
  }

  /** The inbox; its pending questions (those the bench asked too) join what the member may answer. */
  myQuestions(v = this.viewer()): Call {
    return this.get('myQuestions', v, '/myQuestions', (json) => {
      const questions = json.questions;
      if (!Array.isArray(questions)) return '`questions` is not an array';
      for (const q of questions as Array<{ id?: unknown; status?: unknown; filtered?: unknown }>)
        if (typeof q.id === 'number' && q.status === 'pending' && q.filtered !== true && !this.answering.has(q.id))
          v.pending.add(q.id);
      return null;
    });
  }

  /** Likes an answer the member has not liked, or (a third of the time) unlikes one they have. */
  like(v = this.viewer()): Call {
    const busy = (id: number) => this.inFlight.has(`${v.id}:q${id}`);
    let id = Math.random() < 0.33 ? pickFromSet(v.liked, busy) : undefined;
    for (let tries = 0; id === undefined && tries < 20; tries++) {
      const candidate = pick(this.data.answers).id;
      if (!v.liked.has(candidate) && !busy(candidate)) id = candidate;
    }
    if (id === undefined) return this.question(v);
    const questionId = id;
    const expected = !v.liked.has(questionId);
    const key = `${v.id}:q${questionId}`;
    this.inFlight.add(key);
    return {
      ...this.post(expected ? 'like' : 'unlike', v, '/likeQuestion', { id: questionId }, (json) => {
        if (typeof json.liked !== 'boolean') return '`liked` is missing';
        // The server's answer is the truth from now on, expected or not.
        if (json.liked) v.liked.add(questionId);
        else v.liked.delete(questionId);
        return json.liked === expected ? null : `liked is ${json.liked}, expected ${expected}`;
      }),
      settle: () => this.inFlight.delete(key),
    };
  }

  /** Follows a profile (popular ones more often) the member does not follow, or unfollows one half the time. */
  follow(v = this.viewer()): Call {
    const busy = (id: number) => this.inFlight.has(`${v.id}:u${id}`);
    let id = Math.random() < 0.5 ? pickFromSet(v.following, busy) : undefined;
    for (let tries = 0; id === undefined && tries < 20; tries++) {
      const candidate = this.popularProfile().id;
      if (candidate !== v.id && !v.following.has(candidate) && !busy(candidate)) id = candidate;
    }
    if (id === undefined) return this.profileAnswers(v);
    const userId = id;
    const expected = !v.following.has(userId);
    const key = `${v.id}:u${userId}`;
    this.inFlight.add(key);
    return {
      ...this.post(expected ? 'follow' : 'unfollow', v, '/follow', { user_id: userId }, (json) => {
        if (typeof json.following !== 'boolean') return '`following` is missing';
        if (json.following) v.following.add(userId);
        else v.following.delete(userId);
        return json.following === expected ? null : `following is ${json.following}, expected ${expected}`;
      }),
      settle: () => this.inFlight.delete(key),
    };
  }

  /** Asks another browsing member (whose inbox the bench reads) or a popular profile; 70 % anonymous. */
  ask(v = this.viewer()): Call {
    let to = Math.random() < 0.5 ? this.viewer().id : this.popularProfile().id;
    while (to === v.id) to = this.popularProfile().id;
    this.asked += 1;
    const anonymous = Math.random() < 0.7;
    const question = `Bench question ${this.asked}: what about ${pick(WORDS)} today?`;
    return this.post(anonymous ? 'ask anonymous' : 'ask named', v, '/ask', { user_id: to, question, anonymous }, isOk);
  }

  /** Answers one of the member's own pending questions (loaded at the start or seen in their inbox). */
  answer(): Call {
    const withPending = this.data.viewers.filter((v) => v.pending.size > 0);
    if (withPending.length === 0) return this.ask();
    const v = pick(withPending);
    const id = pick([...v.pending]);
    v.pending.delete(id);
    this.answering.add(id);
    const body = { question_id: id, answer: `Bench answer: ${pick(WORDS)} and ${pick(WORDS)}, why not.` };
    return this.post('answer', v, '/answer', body, (json) =>
      json.status === true && (json.question as { status?: unknown } | undefined)?.status === 'answered'
        ? null
        : 'the question is not answered',
    );
  }

  /** 90 % reads spread over the read calls as an app sends them, 10 % writes. */
  mixed(): Call {
    const r = Math.random();
    if (r < WRITE_SHARE) {
      const w = r / WRITE_SHARE;
      if (w < 0.4) return this.like();
      if (w < 0.65) return this.ask();
      if (w < 0.8) return this.answer();
      return this.follow();
    }
    const read = (r - WRITE_SHARE) / (1 - WRITE_SHARE);
    for (const [share, call] of READ_MIX) if (read < share) return call(this);
    return this.timeline(0.5);
  }
}

/** Share of the mixed run's requests that write. */
export const WRITE_SHARE = 0.1;

/** The reads of the mixed run and their shares (they add up to 1). */
const READS: Array<[number, (t: Traffic) => Call]> = [
  [0.45, (t) => t.timeline(0.5)],
  [0.1, (t) => t.explore()],
  [0.12, (t) => t.profileAnswers()],
  [0.1, (t) => t.question()],
  [0.04, (t) => t.searchLatest()],
  [0.03, (t) => t.searchPeople()],
  [0.08, (t) => t.notifications()],
  [0.08, (t) => t.myQuestions()],
];

/** The same with cumulative shares, to pick one from a uniform draw. */
const READ_MIX: Array<[number, (t: Traffic) => Call]> = [];
for (const [share, call] of READS) READ_MIX.push([(READ_MIX.at(-1)?.[0] ?? 0) + share, call]);

/** The runs of one table, in order: each call alone, then the mixed traffic. */
export function workloads(traffic: Traffic): Workload[] {
  return [
    { name: 'timeline (half older pages)', next: () => traffic.timeline(0.5) },
    { name: 'timeline older pages', next: () => traffic.timeline(1) },
    { name: 'explore', next: () => traffic.explore() },
    { name: 'questions (a profile’s answers)', next: () => traffic.profileAnswers() },
    { name: 'question (one answer)', next: () => traffic.question() },
    { name: 'search (latest)', next: () => traffic.searchLatest() },
    { name: 'search (people)', next: () => traffic.searchPeople() },
    { name: 'notifications', next: () => traffic.notifications() },
    { name: 'myQuestions (inbox)', next: () => traffic.myQuestions() },
    {
      name: `mixed (${100 - WRITE_SHARE * 100} % reads, ${WRITE_SHARE * 100} % writes)`,
      next: () => traffic.mixed(),
    },
  ];
}

/**
 * `--single`: the old figures, each call on one fixed URL and one member, which a response cache
 * can answer from memory every time: a bound, not traffic.
 */
export function singleWorkloads(data: BenchData): Workload[] {
  const v = data.viewers[0] as Viewer;
  const q = data.answers[0] as BenchData['answers'][number];
  const profile = data.profiles[0] as BenchData['profiles'][number];
  const fixed = (name: string, method: 'GET' | 'POST', path: string, check: Call['check'], body?: object) => ({
    name,
    next: (): Call => ({ kind: name, method, path: `/api${path}`, token: v.token, check, ...(body ? { body } : {}) }),
  });
  return [
    fixed('timeline', 'GET', '/timeline', (json) => isArray(json, 'questions')),
    fixed('explore', 'POST', '/explore', (json) => isArray(json, 'questions'), { type: 'paginated', page: 1 }),
    fixed('questions', 'GET', `/questions?username=${profile.username}`, (json) => isArray(json, 'questions')),
    fixed('question', 'GET', `/question?username=${q.username}&id=${q.id}`, isOk),
    fixed('search (latest)', 'POST', '/search', (json) => isArray(json, 'questions'), {
      term: 'music',
      type: 'latest',
    }),
  ];
}

/** The ceiling's request: the same client work (a member's token) on a trivial route. */
export function ceilingWorkload(data: BenchData): Workload {
  return {
    name: 'ceiling (trivial Fastify route)',
    next: () => ({
      kind: 'ceiling',
      method: 'GET',
      path: '/ceiling',
      token: pick(data.viewers).token,
      check: (json) => (json.status === 'ok' ? null : '`status` is not "ok"'),
    }),
  };
}
