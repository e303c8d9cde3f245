import type { PushMessage, PushOutcome, PushSender } from '../features/push/sender.js';

/**
 * A push service stand-in at the sender interface, for tests about what is pushed to whom (the
 * real FCM and APNs senders are tested against local HTTPS stand-ins in features/push/delivery.test.ts).
 * `answer` decides the outcome per token.
 */
export class RecordingPushSender implements PushSender {
  readonly sent: Array<{ token: string; message: PushMessage }> = [];
  answer: (token: string) => PushOutcome = () => ({ result: 'sent' });

  async send(token: string, message: PushMessage): Promise<PushOutcome> {
    const outcome = this.answer(token);
    if (outcome.result === 'sent') this.sent.push({ token, message });
    return outcome;
  }

  close(): void {}
}
