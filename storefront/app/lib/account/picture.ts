import type { AccountMessage } from "./schemas";

/** Profile pictures (issue 3): JPEG, PNG or WebP up to 2 MB. The backend checks the content too. */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Why this file cannot be a profile picture, or null when it can be sent. */
export function pictureProblem(file: { size: number; type: string } | null): AccountMessage | null {
  if (!file || file.size === 0) return "required";
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return "pictureInvalid";
  if (file.size > PICTURE_MAX_BYTES) return "pictureTooLarge";
  return null;
}
