import type { PushMessage, PushOutcome, PushSender, WebPushKeys } from '../features/push/sender.js';

/**
 * A push service stand-in at the sender interface, for tests about what is pushed to whom (the
 * real FCM and APNs senders are tested against local HTTPS stand-ins in features/push/delivery.test.ts).
 * `answer` decides the outcome per token.
 */
export class RecordingPushSender implements PushSender {
  readonly sent: Array<{ token: string; message: PushMessage; keys?: WebPushKeys }> = [];
  answer: (token: string) => PushOutcome = () => ({ result: 'sent' });

  async send(token: string, message: PushMessage, keys?: WebPushKeys): Promise<PushOutcome> {
    const outcome = this.answer(token);
    if (outcome.result === 'sent') this.sent.push({ token, message, ...(keys ? { keys } : {}) });
    return outcome;
  }

  close(): void {}
}
