import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { ApiError, errorFromResponse } from '../../../lib/api-client.ts';
import { clearRoleSession, getSession } from '../../../lib/session.ts';

const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '';

export interface SendFormOptions {
  method?: 'POST' | 'PUT';
  /** Share of the body sent so far, 0 to 1 (only when the browser can tell). */
  onProgress?: (fraction: number) => void;
}

function parse(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A multipart call as the store, with upload progress (fetch cannot report it). Errors are
 * the same ApiError the rest of the app reads, and a refused token logs the store out.
 */
export function sendForm<T>(path: string, form: FormData, { method = 'POST', onProgress }: SendFormOptions = {}): Promise<T> {
  const token = getSession().partner?.token;
  if (!token) return Promise.reject(new ApiError(401, 'unauthorized', i18n.t('noAuthToken')));
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    // As on every other call: the server words its refusals in the screen's language.
    xhr.setRequestHeader('accept-language', currentLanguage());
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const body = parse(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) clearRoleSession('partner');
      reject(errorFromResponse(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', null));
    xhr.send(form);
  });
}
