import type { EventBus } from '../../lib/event-bus.js';
import { ANSWERS_CHANNEL, type AnswerMessage, type MemberMessage, memberChannel } from '../../lib/live.js';
import type { LiveSource } from './service.js';
import type { LiveStream } from './stream.js';

type Unsubscribe = () => Promise<void>;

interface Member {
  streams: Set<LiveStream>;
  /** The member's channel, subscribed while they have a stream in this process. */
  subscribed: Promise<Unsubscribe>;
}

export interface HubDeps {
  bus: EventBus;
  source: LiveSource;
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
      const created: Member = {
        streams: new Set(),
        subscribed: this.deps.bus.subscribe(memberChannel(stream.userId), (message) =>
          this.onMember(stream.userId, message),
        ),
      };
      this.members.set(stream.userId, created);
      member = created;
    }
    member.streams.add(stream);
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
    for (const member of members) for (const stream of member.streams) stream.end();
    const subscriptions = [...members.map((m) => m.subscribed), ...(this.answers ? [this.answers] : [])];
    this.answers = null;
    await Promise.allSettled(subscriptions.map((s) => s.then((unsubscribe) => unsubscribe())));
  }

  private onMember(userId: number, raw: string): void {
    const message = parse<MemberMessage>(raw);
    const member = this.members.get(userId);
    if (!message || !member) return;
    for (const stream of [...member.streams]) {
      if (message.type !== 'end') {
        stream.onMessage(message);
        continue;
      }
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
