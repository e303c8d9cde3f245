import type { ErrorCode } from '@qurio/contract/errors';
import { writes } from '@qurio/queries';
import { ApiError } from '../../api/errors';
import { useWriteMutation } from '../../lib/write-mutation';

export type SendResult = { ok: true; notice: ErrorCode | null } | { ok: false; code: ErrorCode | null };

/**
 * Asks for a security code (`writes.sendResetCode`). 'You have an active code' still leads to the
 * code step: a mail went out a moment ago and its code works (the server answers the same whether
 * or not the address has an account, so this reveals nothing). Network failures were already
 * reported by the client.
 */
export function useSendResetCode(): (email: string) => Promise<SendResult> {
  const send = useWriteMutation(writes.sendResetCode);
  return async (email) => {
    try {
      await send.mutateAsync({ email });
      return { ok: true, notice: null };
    } catch (error) {
      if (!(error instanceof ApiError)) return { ok: false, code: null };
      if (error.code === 'SECURITY_CODE_ACTIVE') return { ok: true, notice: error.code };
      return { ok: false, code: error.code };
    }
  };
}
