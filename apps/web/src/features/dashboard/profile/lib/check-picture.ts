import { LIMITS, PROFILE_PICTURE_MIME, PROFILE_PICTURE_TYPES } from '@academy/shared';

/** The file input's `accept`: the extensions of spec 5. */
export const PICTURE_ACCEPT = [...PROFILE_PICTURE_TYPES.map((ext) => `.${ext}`), ...PROFILE_PICTURE_MIME].join(',');

/** Checks a picture before it is sent: the error code the server would answer with, or null. */
export function checkPicture(file: File): 'invalid_file_type' | 'file_too_large' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (PROFILE_PICTURE_TYPES as readonly string[]).includes(ext) || (PROFILE_PICTURE_MIME as readonly string[]).includes(file.type);
  if (!typeOk) return 'invalid_file_type';
  if (file.size > LIMITS.profilePictureMaxBytes) return 'file_too_large';
  return null;
}
