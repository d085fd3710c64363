import { sendForm } from './send-form.ts';

/** POST /api/upload-profile-image (multipart profileImage, partnerId) -> { profileImage }. */
export function uploadProfileImage(partnerId: string, file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('partnerId', partnerId);
  form.append('profileImage', file);
  return sendForm<{ profileImage: string }>('/api/upload-profile-image', form, { onProgress });
}

