/** Test-only: real images to upload. */
import sharp from 'sharp';

/** A camera-like JPEG: maker, GPS position and an orientation tag in its EXIF block. */
export async function photoWithGps(width = 640, height = 480, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Field Shooter' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' },
    })
    .toBuffer();
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dugout-test-boundary-7d93a1';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
