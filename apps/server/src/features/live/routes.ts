import type { OutgoingHttpHeaders } from 'node:http';
import { events, LIMITS, parseId } from '@qurio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { resolveViewer } from '../../lib/call.js';
import { AppError } from '../../lib/errors.js';
import { compileResponseSerializer } from '../../lib/response-serializer.js';
import { sessionGone } from '../../lib/sessions.js';
import { LiveHub, type StreamCaps } from './hub.js';
import { liveSource } from './service.js';
import { SseWriter } from './sse.js';
import { LiveStream } from './stream.js';

export interface LiveOptions {
  /** A comment on every stream this often (LIMITS.liveHeartbeatMs); tests shorten it. */
  heartbeatMs: number;
  /** What may wait behind a slow client's socket before it is dropped. */
  maxBufferedBytes: number;
  /** The `retry:` an EventSource waits before reconnecting. */
  retryMs: number;
  /** Streams a member holds at once (LIMITS.liveStreamsPerSession and …PerMember). */
  caps: StreamCaps;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  heartbeatMs: LIMITS.liveHeartbeatMs,
  // About a hundred notifications: a client this far behind is better served by reconnecting.
  maxBufferedBytes: 256 * 1024,
  retryMs: 3000,
  caps: { perSession: LIMITS.liveStreamsPerSession, perMember: LIMITS.liveStreamsPerMember },
};

/** `Last-Event-ID`: the id of the last notification the client received; anything else is ignored. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return parseId(value?.trim());
}

/**
 * `GET events` (packages/contract events.ts): the member's Server-Sent Events. The token is checked
 * like any call's (a missing or ended session gets the usual 401 JSON before anything streams);
 * then the response is taken over from Fastify and stays open. Closing the server ends every
 * stream first (preClose), and the reads a stream makes run in `app.inFlight`, so a stop neither
 * hangs on open streams nor destroys the database under a read.
 */
export function liveRoutes(ctx: AppContext, options: Partial<LiveOptions> = {}) {
  const settings = { ...DEFAULT_LIVE_OPTIONS, ...options };
  const serialize = {
    stats: compileResponseSerializer(events.events.stats, 'event stats'),
    notification: compileResponseSerializer(events.events.notification, 'event notification'),
    answer: compileResponseSerializer(events.events.answer, 'event answer'),
    closed: compileResponseSerializer(events.events.closed, 'event closed'),
  };
  const source = liveSource(ctx);

  return async (app: FastifyInstance) => {
    const track = <T>(work: () => Promise<T>) => app.inFlight.run(work);
    const hub = new LiveHub({
      bus: ctx.live.bus,
      source,
      serialize,
      track,
      onError: (error) => app.log.error({ err: error }, 'live updates failed'),
      heartbeatMs: settings.heartbeatMs,
      caps: settings.caps,
    });
    app.addHook('preClose', async () => {
      await hub.close();
    });

    app.get(events.path, (req, reply) => app.inFlight.run(() => open(req, reply)));

    async function open(req: FastifyRequest, reply: FastifyReply) {
      // Opening the stream is a read: the member is active (lib/activity.ts), as for any GET.
      const viewer = await resolveViewer(ctx, req, events.auth, true);
      if (!viewer) throw new AppError('SIGN_IN_REQUIRED');
      const res = reply.raw;
      const writer = new SseWriter(res, settings.maxBufferedBytes, () =>
        req.log.info({ userId: viewer.user.id }, 'live stream dropped: the client is not reading'),
      );
      const stream = new LiveStream(viewer.user.id, viewer.sessionId, writer, {
        source,
        serialize,
        track,
        onError: (error) => req.log.error({ err: error }, 'live stream failed'),
      });
      res.on('close', () => hub.remove(stream));
      // Subscribed before anything is sent: a failure here is still an ordinary error response.
      await hub.add(stream);
      // The client left meanwhile: nothing to answer.
      if (res.destroyed) {
        hub.remove(stream);
        return reply.hijack();
      }
      // Its session ended meanwhile. A stream replaced by a newer one, or ended by a failed read or
      // a stop, still opens, only to end at once (stream.start): no client takes it for a logout.
      if (stream.endedBy === 'session') {
        hub.remove(stream);
        throw sessionGone();
      }
      reply.hijack();
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx and similar proxies would hold events back to fill their buffers.
        'x-accel-buffering': 'no',
        // The stream holds its connection to the end; then it closes rather than idles, so a
        // stopping server is not left waiting for a keep-alive socket.
        connection: 'close',
      });
      await stream.start(parseLastEventId(req.headers['last-event-id']), settings.retryMs);
    }
  };
}
