/** Images are served by content hash, so a url never changes meaning and can be cached for good. */
export function imagePath(hash: string, extension: string): string {
  return `/uploads/${hash}.${extension}`;
}
