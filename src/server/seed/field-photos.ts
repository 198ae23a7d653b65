import sharp from 'sharp';

/** A drawn picture of a ball field (grass, infield dirt, bases) in one of a few palettes. */
export async function fieldPhoto(variant: number): Promise<Buffer> {
  const grass = ['#3f8f3a', '#4a9a44', '#377f33', '#52a24b'][variant % 4] ?? '#3f8f3a';
  const sky = ['#9fd3f5', '#bfe3f7', '#f7d9a8', '#cfe8f9'][variant % 4] ?? '#9fd3f5';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <rect width="960" height="220" fill="${sky}"/>
  <rect y="200" width="960" height="440" fill="${grass}"/>
  <rect x="0" y="190" width="960" height="24" fill="#2d5f2a"/>
  <path d="M480 600 L260 390 A330 330 0 0 1 700 390 Z" fill="#c8925a"/>
  <path d="M480 560 L380 460 L480 370 L580 460 Z" fill="${grass}"/>
  <rect x="470" y="550" width="20" height="20" fill="#fff" transform="rotate(45 480 560)"/>
  <rect x="572" y="452" width="16" height="16" fill="#fff"/>
  <rect x="472" y="362" width="16" height="16" fill="#fff"/>
  <rect x="372" y="452" width="16" height="16" fill="#fff"/>
  <circle cx="480" cy="468" r="18" fill="#c8925a"/>
  <rect x="${120 + (variant % 5) * 40}" y="120" width="14" height="90" fill="#555"/>
  <rect x="${96 + (variant % 5) * 40}" y="104" width="62" height="22" fill="#eee"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
