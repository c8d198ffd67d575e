import { API_BASE_URL, NO_TOKEN_MESSAGE } from './api-client';
import { ApiError } from './api-error';
import { toQueryString } from './list-response';
import { getToken } from './session';

/** The query values a list screen sends (q, sort, view, filters…). */
export type ListFilters = Record<string, string | number | boolean | null | undefined>;

export interface CsvDownload {
  fileName: string;
  bytes: number;
}

/** `<list>-<date>.csv` from `Content-Disposition: attachment; filename="…"`, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** The list's CSV call: the screen's filters, `format=csv`, no paging (every matching row). */
export function csvPath(path: string, filters: ListFilters): string {
  const { limit: _limit, offset: _offset, ...rest } = filters;
  return `${path}${toQueryString({ ...rest, format: 'csv' })}`;
}

async function failureOf(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(message, response.status, 'response');
}

/**
 * Downloads a list as CSV (docs/product/cockpit.md#csv-export). The API needs the bearer token, so a
 * plain link cannot do it: the body is fetched, counted as it arrives (`onProgress` with the bytes so
 * far), kept as a Blob and saved through a temporary object URL under the server's file name.
 */
export async function downloadCsv(
  path: string,
  filters: ListFilters,
  options: { onProgress?: (bytes: number) => void; signal?: AbortSignal } = {},
): Promise<CsvDownload> {
  const token = getToken();
  if (!token) throw new ApiError(NO_TOKEN_MESSAGE, 0, 'not-sent');
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${csvPath(path, filters)}`, {
      headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` },
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof Error ? error.message : String(error), 0, 'network');
  }
  if (!response.ok) throw await failureOf(response);

  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      options.onProgress?.(bytes);
    }
  }
  const fileName = fileNameOf(response.headers.get('content-disposition'), 'export.csv');
  saveBlob(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName);
  return { fileName, bytes };
}

/**
 * Downloads one file the API answers with the bearer token (an invoice's PDF), saved under the server's
 * file name (`fallback` without one); a refusal throws the server's message as an ApiError.
 */
export async function downloadFile(path: string, accept: string, fallback: string): Promise<CsvDownload> {
  const token = getToken();
  if (!token) throw new ApiError(NO_TOKEN_MESSAGE, 0, 'not-sent');
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      headers: { Accept: accept, Authorization: `Bearer ${token}` },
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), 0, 'network');
  }
  if (!response.ok) throw await failureOf(response);
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallback);
  saveBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}

/** Saves `blob` as `fileName` through a temporary link (a CSV export, the recovery codes' file). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
