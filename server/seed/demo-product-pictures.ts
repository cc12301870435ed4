/**
 * Thumbnails for the demo products, drawn at seed time (no binary files in the repository): a soft
 * gradient and a simple flat illustration of the product, rendered from SVG by sharp as WEBP.
 */
export type Picture = { from: string; to: string; art: string };

const stitch = 'stroke-dasharray="14 10" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"';

/** 640×640 drawings, one per demo product (keys of DEMO_PRODUCTS). */
export const PICTURES = {
  handkerchief: {
    from: '#fde7dc',
    to: '#f7c59f',
    art: `<rect x="150" y="150" width="340" height="340" rx="36" fill="#ffffff" opacity="0.9"/>
      <rect x="180" y="180" width="280" height="280" rx="24" fill="#f6a6a0"/>
      <rect x="205" y="205" width="230" height="230" rx="16" ${stitch}/>
      <circle cx="320" cy="320" r="46" fill="#ffffff" opacity="0.85"/>`,
  },
  spoon: {
    from: '#e8f3e2',
    to: '#b9dca8',
    art: `<g transform="rotate(-35 320 320)">
        <ellipse cx="320" cy="190" rx="70" ry="95" fill="#76b060"/>
        <ellipse cx="320" cy="185" rx="45" ry="65" fill="#a7d394"/>
        <rect x="300" y="270" width="40" height="250" rx="20" fill="#76b060"/>
      </g>
      <g transform="rotate(20 420 340)" opacity="0.9">
        <ellipse cx="430" cy="230" rx="50" ry="70" fill="#f08a5d"/>
        <rect x="416" y="290" width="28" height="190" rx="14" fill="#f08a5d"/>
      </g>`,
  },
  swaddle: {
    from: '#e3ecfa',
    to: '#b8cdf0',
    art: `<ellipse cx="320" cy="360" rx="150" ry="190" fill="#ffffff"/>
      <path d="M175 300 Q320 420 465 300 L465 420 Q320 560 175 420 Z" fill="#9fb8e6"/>
      <circle cx="320" cy="235" r="78" fill="#fde2cf"/>
      <circle cx="292" cy="232" r="8" fill="#5b4a42"/><circle cx="348" cy="232" r="8" fill="#5b4a42"/>
      <path d="M298 268 Q320 286 342 268" fill="none" stroke="#5b4a42" stroke-width="6" stroke-linecap="round"/>
      <path d="M190 330 Q320 250 450 330" ${stitch}/>`,
  },
  lotion: {
    from: '#fff4d6',
    to: '#ffd98a',
    art: `<rect x="270" y="120" width="100" height="70" rx="14" fill="#f08a5d"/>
      <rect x="300" y="90" width="40" height="40" rx="8" fill="#f08a5d"/>
      <rect x="215" y="185" width="210" height="340" rx="60" fill="#ffffff"/>
      <rect x="250" y="290" width="140" height="120" rx="20" fill="#ffe7b0"/>
      <path d="M320 320 q-30 40 0 62 q30 -22 0 -62z" fill="#f5b94a"/>`,
  },
  rattle: {
    from: '#f3e6d8',
    to: '#dcc0a0',
    art: `<circle cx="320" cy="420" r="120" fill="none" stroke="#b98a5e" stroke-width="34"/>
      <rect x="300" y="250" width="40" height="70" rx="14" fill="#b98a5e"/>
      <circle cx="320" cy="200" r="92" fill="#d9a877"/>
      <circle cx="290" cy="180" r="16" fill="#f3e6d8"/><circle cx="352" cy="214" r="12" fill="#f3e6d8"/>
      <circle cx="326" cy="150" r="9" fill="#f3e6d8"/>`,
  },
  pouch: {
    from: '#e0f4f3',
    to: '#a8ddd9',
    art: `<rect x="170" y="190" width="300" height="320" rx="30" fill="#ffffff"/>
      <rect x="170" y="190" width="300" height="54" rx="20" fill="#5fb3ad"/>
      <line x1="195" y1="262" x2="445" y2="262" stroke="#5fb3ad" stroke-width="6" stroke-dasharray="10 8"/>
      <rect x="255" y="320" width="130" height="130" rx="65" fill="#d8f0ee"/>
      <path d="M290 385 l22 22 l40 -44" fill="none" stroke="#5fb3ad" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
} satisfies Record<string, Picture>;

export function pictureSvg({ from, to, art }: Picture): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="640" height="640" fill="url(#g)"/>
    <circle cx="540" cy="110" r="70" fill="#ffffff" opacity="0.35"/>
    <circle cx="110" cy="560" r="90" fill="#ffffff" opacity="0.25"/>
    ${art}
  </svg>`;
}

/** The drawing as a 640×640 WEBP. */
export async function renderPicture(picture: Picture): Promise<Uint8Array> {
  const { default: sharp } = await import('sharp');
  return new Uint8Array(
    await sharp(Buffer.from(pictureSvg(picture)))
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
