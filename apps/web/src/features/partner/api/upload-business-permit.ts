import { sendForm } from './send-form.ts';

/** POST /api/upload-business-permit (multipart businessPermit, partnerId) -> { businessPermit }. */
export function uploadBusinessPermit(partnerId: string, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('partnerId', partnerId);
  form.append('businessPermit', file);
  return sendForm<{ businessPermit: string }>('/api/upload-business-permit', form, { onProgress });
}

