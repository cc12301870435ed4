/**
 * Pictures of the demo care-info articles, drawn at seed time (no binary files in the repository):
 * a soft gradient and a simple flat drawing of the article's motif, as SVG (rendered by sharp like
 * the product pictures of demo-product-pictures.ts). Shapes only, no text.
 */
import type { ArticleMotif } from './demo-article-types.ts';

const HEART = 'M320 500 C180 410 130 330 150 260 C170 190 260 170 320 240 C380 170 470 190 490 260 C510 330 460 410 320 500 Z';
const STAR = 'M0 -24 Q6 -6 24 0 Q6 6 0 24 Q-6 6 -24 0 Q-6 -6 0 -24 Z';

/** A small copy of HEART centred on (x, y). */
const heart = (x: number, y: number, scale: number, fill: string, extra = '') =>
  `<path d="${HEART}" fill="${fill}" ${extra} transform="translate(${x} ${y}) scale(${scale}) translate(-320 -335)"/>`;
const star = (x: number, y: number, scale: number, fill: string) => `<path d="${STAR}" fill="${fill}" transform="translate(${x} ${y}) scale(${scale})"/>`;
const rays = (fill: string) =>
  [0, 45, 90, 135, 180, 225, 270, 315]
    .map((angle) => `<rect x="306" y="120" width="28" height="74" rx="14" fill="${fill}" transform="rotate(${angle} 320 320)"/>`)
    .join('');
const cloud = (x: number, y: number, scale: number, opacity: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" opacity="${opacity}">
      <circle cx="-40" cy="0" r="42"/><circle cx="20" cy="-20" r="56"/><circle cx="76" cy="6" r="38"/>
      <rect x="-82" y="0" width="196" height="44" rx="22"/>
    </g>`;

/** 640×640 drawings, one per motif. */
export const ARTICLE_PICTURES: Record<ArticleMotif, { from: string; to: string; art: string }> = {
  moon: {
    from: '#e7e6f8',
    to: '#b9b4e8',
    art: `<path d="M278.8 161.3 A170 170 0 1 0 456.5 396.5 A150 150 0 0 1 278.8 161.3 Z" fill="#fff2c2"/>
      <path d="M200 330 Q215 345 230 330" fill="none" stroke="#c9a76a" stroke-width="7" stroke-linecap="round"/>
      <circle cx="196" cy="372" r="14" fill="#f7c8b8" opacity="0.8"/>
      ${star(470, 170, 1.2, '#ffffff')}${star(520, 280, 0.7, '#ffffff')}${star(410, 110, 0.6, '#fff2c2')}
      ${cloud(400, 470, 1.1, 0.95)}`,
  },
  bottle: {
    from: '#e0f1fb',
    to: '#a9d3ef',
    art: `<g transform="rotate(-12 320 320)">
        <path d="M292 172 C292 124 304 100 320 100 C336 100 348 124 348 172 Z" fill="#f6b98f"/>
        <rect x="255" y="165" width="130" height="46" rx="14" fill="#f08a5d"/>
        <rect x="240" y="205" width="160" height="300" rx="52" fill="#ffffff"/>
        <path d="M240 330 H400 V453 Q400 505 348 505 H292 Q240 505 240 453 Z" fill="#fff1d6"/>
        <g stroke="#a9d3ef" stroke-width="8" stroke-linecap="round">
          <line x1="266" y1="252" x2="300" y2="252"/><line x1="266" y1="292" x2="290" y2="292"/><line x1="266" y1="332" x2="300" y2="332"/>
        </g>
      </g>
      ${heart(480, 430, 0.28, '#f08a5d', 'opacity="0.85"')}`,
  },
  bowl: {
    from: '#fdeedd',
    to: '#f6c9a0',
    art: `<g fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.9">
        <path d="M250 250 q-20 -30 0 -60 q20 -30 0 -60"/><path d="M320 240 q-20 -30 0 -60 q20 -30 0 -60"/><path d="M390 250 q-20 -30 0 -60 q20 -30 0 -60"/>
      </g>
      <g transform="rotate(28 430 300)">
        <ellipse cx="430" cy="215" rx="34" ry="48" fill="#ffffff"/>
        <rect x="418" y="250" width="24" height="110" rx="12" fill="#ffffff"/>
      </g>
      <ellipse cx="320" cy="330" rx="170" ry="40" fill="#fff7e6"/>
      <path d="M150 330 H490 Q482 472 320 482 Q158 472 150 330 Z" fill="#f08a5d"/>
      <path d="M162 380 H478 Q472 400 466 412 H174 Q168 400 162 380 Z" fill="#f7b28a"/>
      <rect x="262" y="474" width="116" height="26" rx="13" fill="#d9703f"/>`,
  },
  blocks: {
    from: '#e8f3e2',
    to: '#b9dca8',
    art: `<rect x="150" y="350" width="160" height="160" rx="22" fill="#f6a6a0"/>
      <circle cx="230" cy="430" r="40" fill="#ffffff" opacity="0.9"/>
      <rect x="330" y="350" width="160" height="160" rx="22" fill="#8fb8e8"/>
      <path d="M410 392 L452 466 H368 Z" fill="#ffffff" opacity="0.9" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/>
      <g transform="rotate(8 320 260)">
        <rect x="240" y="180" width="160" height="160" rx="22" fill="#f5c45e"/>
        ${star(320, 260, 1.9, '#ffffff')}
      </g>`,
  },
  thermometer: {
    from: '#fde7e4',
    to: '#f4b5ad',
    art: `<rect x="275" y="110" width="90" height="330" rx="45" fill="#ffffff"/>
      <circle cx="320" cy="455" r="78" fill="#ffffff"/>
      <rect x="304" y="250" width="32" height="210" rx="16" fill="#ee7a6e"/>
      <circle cx="320" cy="455" r="52" fill="#ee7a6e"/>
      <g stroke="#f4c6c0" stroke-width="8" stroke-linecap="round">
        <line x1="292" y1="160" x2="312" y2="160"/><line x1="292" y1="195" x2="306" y2="195"/><line x1="292" y1="230" x2="312" y2="230"/>
      </g>
      <circle cx="470" cy="210" r="56" fill="#ffffff" opacity="0.9"/>
      <rect x="458" y="178" width="24" height="64" rx="8" fill="#ee7a6e"/>
      <rect x="438" y="198" width="64" height="24" rx="8" fill="#ee7a6e"/>`,
  },
  shield: {
    from: '#e0f4f3',
    to: '#a8ddd9',
    art: `<path d="M320 110 L490 170 V310 Q490 450 320 530 Q150 450 150 310 V170 Z" fill="#5fb3ad"/>
      <path d="M320 150 L455 198 V310 Q455 420 320 487 Q185 420 185 310 V198 Z" fill="#d8f0ee"/>
      ${heart(320, 320, 0.5, '#f08a5d')}`,
  },
  syringe: {
    from: '#e3ecfa',
    to: '#b8cdf0',
    art: `<g transform="rotate(-35 320 300)">
        <rect x="112" y="262" width="30" height="96" rx="12" fill="#7f9fd8"/>
        <rect x="138" y="298" width="80" height="24" rx="8" fill="#7f9fd8"/>
        <rect x="200" y="270" width="220" height="80" rx="18" fill="#ffffff"/>
        <rect x="300" y="282" width="110" height="56" rx="12" fill="#c9d8f5"/>
        <g stroke="#9fb8e6" stroke-width="6" stroke-linecap="round">
          <line x1="240" y1="270" x2="240" y2="296"/><line x1="270" y1="270" x2="270" y2="290"/><line x1="300" y1="270" x2="300" y2="296"/>
        </g>
        <rect x="420" y="292" width="40" height="36" rx="8" fill="#7f9fd8"/>
        <rect x="458" y="305" width="96" height="10" rx="5" fill="#ffffff"/>
      </g>
      <g transform="rotate(20 200 480)">
        <rect x="110" y="450" width="180" height="60" rx="30" fill="#f7c59f"/>
        <rect x="170" y="450" width="60" height="60" fill="#fde7dc"/>
        <circle cx="188" cy="468" r="5" fill="#f7c59f"/><circle cx="212" cy="468" r="5" fill="#f7c59f"/>
        <circle cx="188" cy="492" r="5" fill="#f7c59f"/><circle cx="212" cy="492" r="5" fill="#f7c59f"/>
      </g>`,
  },
  ball: {
    from: '#fff4d6',
    to: '#ffd98a',
    art: `<ellipse cx="320" cy="525" rx="140" ry="22" fill="#c98a2e" opacity="0.15"/>
      <circle cx="320" cy="310" r="180" fill="#f08a5d"/>
      <ellipse cx="320" cy="310" rx="100" ry="180" fill="#ffffff"/>
      <ellipse cx="320" cy="310" rx="38" ry="180" fill="#5fb3ad"/>
      <circle cx="320" cy="136" r="22" fill="#f5c45e"/>
      <path d="M200 220 Q230 170 280 150" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`,
  },
  book: {
    from: '#f3e6d8',
    to: '#dcc0a0',
    art: `<path d="M320 232 Q236 190 126 208 V480 Q236 462 320 500 Q404 462 514 480 V208 Q404 190 320 232 Z" fill="#b98a5e"/>
      <path d="M320 220 Q240 180 140 196 V458 Q240 442 320 480 Z" fill="#ffffff"/>
      <path d="M320 220 Q400 180 500 196 V458 Q400 442 320 480 Z" fill="#fffaf2"/>
      <g stroke="#e8d6c2" stroke-width="8" stroke-linecap="round">
        <line x1="176" y1="262" x2="286" y2="272"/><line x1="176" y1="302" x2="286" y2="312"/><line x1="176" y1="342" x2="260" y2="350"/>
        <line x1="354" y1="272" x2="464" y2="262"/><line x1="354" y1="312" x2="464" y2="302"/>
      </g>
      <circle cx="410" cy="386" r="34" fill="#f5c45e"/>
      ${heart(320, 120, 0.24, '#f08a5d')}`,
  },
  bath: {
    from: '#e0f1fb',
    to: '#a9d3ef',
    art: `<circle cx="200" cy="270" r="46" fill="#ffffff" opacity="0.9"/><circle cx="262" cy="240" r="34" fill="#ffffff" opacity="0.9"/>
      <circle cx="300" cy="282" r="28" fill="#ffffff" opacity="0.9"/><circle cx="230" cy="180" r="18" fill="none" stroke="#ffffff" stroke-width="6"/>
      <circle cx="320" cy="170" r="12" fill="none" stroke="#ffffff" stroke-width="5"/>
      <ellipse cx="430" cy="290" rx="58" ry="36" fill="#f5c45e"/>
      <circle cx="456" cy="240" r="32" fill="#f5c45e"/>
      <path d="M484 236 L514 246 L484 256 Z" fill="#f08a5d"/>
      <circle cx="462" cy="232" r="6" fill="#5b4a42"/>
      <rect x="110" y="300" width="420" height="36" rx="18" fill="#ffffff"/>
      <path d="M132 330 H508 V372 Q508 470 400 470 H240 Q132 470 132 372 Z" fill="#ffffff"/>
      <path d="M150 372 H490" stroke="#cfe6f5" stroke-width="10" stroke-linecap="round"/>
      <rect x="190" y="462" width="30" height="44" rx="12" fill="#7fb6dc"/><rect x="420" y="462" width="30" height="44" rx="12" fill="#7fb6dc"/>`,
  },
  sun: {
    from: '#fff1d6',
    to: '#ffc98a',
    art: `${rays('#f5a54a')}
      <circle cx="320" cy="320" r="122" fill="#f8c04e"/>
      <path d="M270 300 Q285 285 300 300" fill="none" stroke="#b9742a" stroke-width="8" stroke-linecap="round"/>
      <path d="M340 300 Q355 285 370 300" fill="none" stroke="#b9742a" stroke-width="8" stroke-linecap="round"/>
      <path d="M282 350 Q320 386 358 350" fill="none" stroke="#b9742a" stroke-width="9" stroke-linecap="round"/>
      <circle cx="258" cy="346" r="14" fill="#f59a6a" opacity="0.6"/><circle cx="382" cy="346" r="14" fill="#f59a6a" opacity="0.6"/>
      ${cloud(440, 480, 0.9, 0.95)}`,
  },
  heart: {
    from: '#fde7ec',
    to: '#f5b7c5',
    art: `<path d="${HEART}" fill="#ee7f95"/>
      <path d="M196 270 Q206 230 246 222" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.6"/>
      ${heart(500, 150, 0.22, '#ffffff', 'opacity="0.85"')}${heart(140, 480, 0.16, '#ffffff', 'opacity="0.7"')}${heart(520, 470, 0.12, '#ee7f95')}`,
  },
};

const round = (value: number) => Math.round(value * 100) / 100;

/** A whole SVG document of `motif`: the gradient fills the picture, the drawing is centred and scaled to fit. */
export function articlePictureSvg(motif: ArticleMotif, width = 960, height = 540): string {
  const { from, to, art } = ARTICLE_PICTURES[motif];
  const scale = Math.min(width, height) / 640;
  const x = round((width - 640 * scale) / 2);
  const y = round((height - 640 * scale) / 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${round(width * 0.86)}" cy="${round(height * 0.2)}" r="${round(Math.min(width, height) * 0.14)}" fill="#ffffff" opacity="0.35"/>
    <circle cx="${round(width * 0.12)}" cy="${round(height * 0.86)}" r="${round(Math.min(width, height) * 0.18)}" fill="#ffffff" opacity="0.25"/>
    <g transform="translate(${x} ${y}) scale(${round(scale * 1000) / 1000})">${art}</g>
  </svg>`;
}
