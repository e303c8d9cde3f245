import type { EventBus } from '../../lib/event-bus.js';
import { ANSWERS_CHANNEL, type AnswerMessage, type MemberMessage, memberChannel } from '../../lib/live.js';
import { MemberFeed } from './member-feed.js';
import type { LiveSource } from './service.js';
import type { EventSerializers, LiveStream } from './stream.js';

type Unsubscribe = () => Promise<void>;

interface Member {
  /** Oldest first (a Set keeps the order of insertion): the caps close from the front. */
  streams: Set<LiveStream>;
  /** Reads once what the member's messages change, for all of their streams here. */
  feed: MemberFeed;
  /** The member's channel, subscribed while they have a stream in this process. */
  subscribed: Promise<Unsubscribe>;
}

/** Streams held at once in this process (LIMITS.liveStreamsPerSession and …PerMember). */
export interface StreamCaps {
  perSession: number;
  perMember: number;
}

export interface HubDeps {
  bus: EventBus;
  source: LiveSource;
  serialize: EventSerializers;
  caps: StreamCaps;
  track: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown) => void;
  /** A comment to every stream this often, and a check that their sessions still sign in. */
  heartbeatMs: number;
}

/**
 * The live streams of this process. A member's channel on the bus is subscribed while they have a
 * stream here, and the answers channel while anyone has; an answer is matched to the members here
 * who follow its author with one query, so a process never hears about members it does not serve
 * beyond one small message per answer. Every heartbeat also asks the database, in one query per
 * 500 streams, whether their sessions still sign in: a revocation whose message was lost (another
 * process's admin command, a Redis hiccup) still ends its streams.
 *
 * A member holds at most `caps.perSession` streams per session and `caps.perMember` in all here: a
 * new stream past either ends the oldest with a `closed` event. The caps are per process, as the
 * cost they bound is (sockets, memory, each stream's writes); a member spread over N processes
 * costs each of them one read per event (member-feed.ts), never one per stream.
 */
export class LiveHub {
  private readonly members = new Map<number, Member>();
  private answers: Promise<Unsubscribe> | null = null;
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly deps: HubDeps) {
    this.timer = setInterval(() => this.beat(), deps.heartbeatMs);
    this.timer.unref();
  }

  get size(): number {
    let count = 0;
    for (const member of this.members.values()) count += member.streams.size;
    return count;
  }

  /** Resolves once the stream's messages reach it; throws when the bus cannot subscribe. */
  async add(stream: LiveStream): Promise<void> {
    if (this.closed) throw new Error('the live hub is closed');
    let member = this.members.get(stream.userId);
    if (!member) {
      const streams = new Set<LiveStream>();
      const created: Member = {
        streams,
        feed: new MemberFeed(stream.userId, () => streams, this.deps),
        subscribed: this.deps.bus.subscribe(memberChannel(stream.userId), (message) =>
          this.onMember(stream.userId, message),
        ),
      };
      this.members.set(stream.userId, created);
      member = created;
    }
    // Counted and trimmed before any await, so streams opened side by side end at the cap exactly.
    member.streams.add(stream);
    this.trim(member, stream.sessionId);
    if (!this.answers) this.answers = this.deps.bus.subscribe(ANSWERS_CHANNEL, (message) => this.onAnswer(message));
    const answers = this.answers;
    try {
      await Promise.all([member.subscribed, answers]);
    } catch (error) {
      // The next stream tries again rather than waiting on a failed subscription.
      if (this.members.get(stream.userId) === member) this.members.delete(stream.userId);
      if (this.answers === answers) this.answers = null;
      throw error;
    }
    // Subscribed: stats read from now on miss no change. One read for every stream that waits.
    if (!stream.closed) member.feed.refreshStats();
  }

  /** Ends the oldest streams past the caps: first of this session, then of the member. */
  private trim(member: Member, sessionId: number): void {
    const { perSession, perMember } = this.deps.caps;
    const ofSession = [...member.streams].filter((s) => s.sessionId === sessionId);
    for (const old of ofSession.slice(0, Math.max(0, ofSession.length - perSession))) this.replace(member, old);
    const all = [...member.streams];
    for (const old of all.slice(0, Math.max(0, all.length - perMember))) this.replace(member, old);
  }

  private replace(member: Member, stream: LiveStream): void {
    member.streams.delete(stream);
    stream.end('replaced');
  }

  remove(stream: LiveStream): void {
    const member = this.members.get(stream.userId);
    if (!member?.streams.delete(stream) || member.streams.size > 0) return;
    this.members.delete(stream.userId);
    member.subscribed.then((unsubscribe) => unsubscribe()).catch(this.deps.onError);
  }

  /** Ends every stream (the server is stopping: clients reconnect to another process) and unsubscribes. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const members = [...this.members.values()];
    this.members.clear();
    for (const member of members) for (const stream of member.streams) stream.end('reconnect');
    const subscriptions = [...members.map((m) => m.subscribed), ...(this.answers ? [this.answers] : [])];
    this.answers = null;
    await Promise.allSettled(subscriptions.map((s) => s.then((unsubscribe) => unsubscribe())));
  }

  private onMember(userId: number, raw: string): void {
    const message = parse<MemberMessage>(raw);
    const member = this.members.get(userId);
    if (!message || !member) return;
    if (message.type !== 'end') {
      member.feed.onMessage(message);
      return;
    }
    for (const stream of [...member.streams]) {
      const named = message.sessions === undefined || message.sessions.includes(stream.sessionId);
      if (named && !message.except?.includes(stream.sessionId)) {
        stream.end();
        this.remove(stream);
      }
    }
  }

  private onAnswer(raw: string): void {
    const message = parse<AnswerMessage>(raw);
    if (!message) return;
    const here = [...this.members.keys()].filter((id) => id !== message.author);
    if (here.length === 0) return;
    this.deps
      .track(async () => {
        for (const followerId of await this.deps.source.followersAmong(message.author, here)) {
          for (const stream of this.members.get(followerId)?.streams ?? []) {
            stream.onAnswer(message.question, message.author);
          }
        }
      })
      .catch(this.deps.onError);
  }

  private beat(): void {
    const streams = [...this.members.values()].flatMap((m) => [...m.streams]);
    if (streams.length === 0) return;
    for (const stream of streams) stream.heartbeat();
    const sessions = [...new Set(streams.map((s) => s.sessionId))];
    this.deps
      .track(async () => {
        const ended = await this.deps.source.endedSessions(sessions);
        for (const stream of streams) {
          if (!ended.has(stream.sessionId)) continue;
          stream.end();
          this.remove(stream);
        }
      })
      .catch(this.deps.onError);
  }
}

function parse<T>(raw: string): T | null {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
