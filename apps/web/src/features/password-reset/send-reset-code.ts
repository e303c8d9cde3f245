import type { ErrorCode } from '@qurio/contract/errors';
import { resetPasswordSend } from '@qurio/contract/routes';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';

export type SendResult = { ok: true; notice: ErrorCode | null } | { ok: false; code: ErrorCode | null };

/**
 * Asks for a security code. 'You have an active code' still leads to the code step: a mail went
 * out a moment ago and its code works (the server answers the same whether or not the address has
 * an account, so this reveals nothing). Network failures were already reported by the client.
 */
export async function sendResetCode(email: string): Promise<SendResult> {
  try {
    await callApi(resetPasswordSend, { email });
    return { ok: true, notice: null };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, code: null };
    if (error.code === 'SECURITY_CODE_ACTIVE') return { ok: true, notice: error.code };
    return { ok: false, code: error.code };
  }
}
