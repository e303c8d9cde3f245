import { ACCESS_TOKEN_HEADER, exportData, exportStatus } from '@qurio/contract/routes';
/**
 * The member's own data (issue 16): the export of it and the deletion of the account. Its keys
 * live here, beside the only queries that use them.
 */
import { accountDataKeys, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { endSession, getAccessToken, replaceAccessToken } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';

export { accountDataKeys };

/** Where the export stands; asked again every few seconds while the ZIP is being prepared. */
export function useExportStatus() {
  return useQuery({
    queryKey: accountDataKeys.export(),
    queryFn: ({ signal }) => callApi(exportStatus, undefined, { signal }).then((response) => response.export),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? 3000 : false),
  });
}

export function useRequestExportMutation() {
  return useWriteMutation(writes.requestExport);
}

/**
 * Irreversible: the server erases the account and answers `X-Access-Token: false`, so the client
 * ends the session and the app goes to the landing page.
 */
export function useDeleteAccountMutation() {
  return useWriteMutation(writes.deleteAccount);
}

function fileNameOf(disposition: string | null): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? 'qurio-data.zip';
}

/**
 * Downloads the ready ZIP (`GET /api/export`, a raw route: not JSON) with the member's token and
 * saves it through an object URL. Token rotation and a forced logout are honoured as for any call.
 */
export async function downloadExport(): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`/api${exportData.path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const rotated = response.headers.get(ACCESS_TOKEN_HEADER);
  if (rotated === 'false') endSession('forced');
  else if (rotated) replaceAccessToken(rotated);
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw ApiError.fromBody(body, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('Content-Disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
