/** What a field photo upload may be: checked by the browser before sending and by the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  tooLarge: 'The image is larger than 10 MB.',
  wrongFormat: 'Please upload a photo in JPEG, PNG, WebP, HEIC or AVIF format.',
  hiddenMarkup: 'The file holds web page markup or script besides the image. Please upload a plain photo.',
} as const;

/** The types a file picker offers; the server decides by the file's content in any case. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'];
