// Writes the PWA icons in public/ from public/favicon.svg. Run once after changing the logo:
// `node apps/web/scripts/icons.mjs`; the PNGs are committed, so builds need neither sharp nor this.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir));

async function plain(size) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icon-${size}.png`, publicDir).pathname);
}

/**
 * Launchers crop maskable icons to any shape inside the central 80 % circle: the gradient fills
 * the whole square (no rounded corners of its own) and the glyph shrinks into the safe zone.
 */
function maskableSvg() {
  const text = svg.toString('utf8');
  const glyph = text.slice(text.indexOf('<circle'), text.indexOf('</svg>'));
  const defs = text.slice(text.indexOf('<defs>'), text.indexOf('</defs>') + '</defs>'.length);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${defs}<rect width="32" height="32" fill="url(#g)"/>` +
      `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${glyph}</g></svg>`,
  );
}

async function maskable(size) {
  await sharp(maskableSvg(), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icon-maskable-${size}.png`, publicDir).pathname);
}

await Promise.all([plain(192), plain(512), maskable(512)]);
console.log('Wrote icon-192.png, icon-512.png and icon-maskable-512.png in apps/web/public/.');
