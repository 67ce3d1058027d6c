/**
 * The demo's cover images and lesson diagrams: small hand-drawn SVGs (a gradient,
 * soft circles and a white motif), generated so they share one look.
 */
const MOTIFS: Record<string, string> = {
  shield:
    '<path d="M600 170 L760 230 V360 C760 450 690 510 600 545 C510 510 440 450 440 360 V230 Z" fill="#fff"/><path d="M540 360 L585 405 L670 315" stroke="COLOR" stroke-width="28" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  cross:
    '<rect x="450" y="190" width="300" height="300" rx="48" fill="#fff"/><path d="M565 250 H635 V305 H690 V375 H635 V430 H565 V375 H510 V305 H565 Z" fill="COLOR"/>',
  flame:
    '<path d="M600 160 C680 260 740 320 740 410 C740 490 676 540 600 540 C524 540 460 490 460 410 C460 340 510 300 540 250 C550 310 575 330 600 340 C590 280 580 220 600 160 Z" fill="#fff"/><path d="M600 380 C640 420 650 450 650 470 C650 500 628 515 600 515 C572 515 550 500 550 470 C550 440 575 420 600 380 Z" fill="COLOR"/>',
  bars: '<rect x="440" y="380" width="70" height="140" rx="10" fill="#fff"/><rect x="530" y="300" width="70" height="220" rx="10" fill="#fff"/><rect x="620" y="230" width="70" height="290" rx="10" fill="#fff"/><rect x="710" y="170" width="70" height="350" rx="10" fill="#fff" opacity=".7"/>',
  bubbles:
    '<rect x="400" y="190" width="300" height="180" rx="40" fill="#fff"/><path d="M470 360 L450 430 L530 365 Z" fill="#fff"/><rect x="560" y="320" width="250" height="150" rx="36" fill="#fff" opacity=".75"/><circle cx="500" cy="280" r="16" fill="COLOR"/><circle cx="550" cy="280" r="16" fill="COLOR"/><circle cx="600" cy="280" r="16" fill="COLOR"/>',
  globe:
    '<circle cx="600" cy="350" r="180" fill="none" stroke="#fff" stroke-width="22"/><ellipse cx="600" cy="350" rx="80" ry="180" fill="none" stroke="#fff" stroke-width="16"/><path d="M430 290 H770 M430 410 H770" stroke="#fff" stroke-width="16"/>',
  flag: '<path d="M470 160 V540" stroke="#fff" stroke-width="24" stroke-linecap="round"/><path d="M482 180 H760 L710 260 L760 340 H482 Z" fill="#fff"/><circle cx="470" cy="545" r="30" fill="#fff" opacity=".7"/>',
  leaf: '<path d="M450 520 C450 320 560 200 770 180 C770 400 660 520 450 520 Z" fill="#fff"/><path d="M470 500 C560 400 630 320 720 230" stroke="COLOR" stroke-width="16" fill="none" stroke-linecap="round"/>',
  compass:
    '<circle cx="600" cy="350" r="190" fill="#fff"/><path d="M600 190 L650 350 L600 510 L550 350 Z" fill="COLOR"/><circle cx="600" cy="350" r="26" fill="#fff"/>',
  pen: '<path d="M470 530 L500 420 L700 220 L780 300 L580 500 Z" fill="#fff"/><path d="M470 530 L500 420 L580 500 Z" fill="COLOR" opacity=".6"/><path d="M660 260 L740 340" stroke="COLOR" stroke-width="14"/>',
  lock: '<rect x="450" y="300" width="300" height="230" rx="36" fill="#fff"/><path d="M510 300 V250 C510 200 550 170 600 170 C650 170 690 200 690 250 V300" stroke="#fff" stroke-width="34" fill="none"/><circle cx="600" cy="400" r="30" fill="COLOR"/><rect x="588" y="400" width="24" height="70" rx="10" fill="COLOR"/>',
  headset:
    '<path d="M440 380 V340 C440 250 510 180 600 180 C690 180 760 250 760 340 V380" stroke="#fff" stroke-width="30" fill="none"/><rect x="420" y="340" width="80" height="140" rx="30" fill="#fff"/><rect x="700" y="340" width="80" height="140" rx="30" fill="#fff"/><path d="M740 480 C740 530 700 545 640 545" stroke="#fff" stroke-width="16" fill="none"/>',
  clock:
    '<circle cx="600" cy="350" r="185" fill="#fff"/><path d="M600 240 V350 L680 410" stroke="COLOR" stroke-width="26" fill="none" stroke-linecap="round"/>',
  scales:
    '<path d="M600 180 V520 M480 520 H720 M440 250 H760" stroke="#fff" stroke-width="22" stroke-linecap="round"/><path d="M440 250 L390 380 H490 Z M760 250 L710 380 H810 Z" fill="#fff"/>',
  people:
    '<circle cx="520" cy="280" r="60" fill="#fff"/><circle cx="690" cy="300" r="50" fill="#fff" opacity=".75"/><path d="M410 520 C410 420 460 370 520 370 C580 370 630 420 630 520 Z" fill="#fff"/><path d="M610 520 C610 440 650 400 690 400 C740 400 780 440 780 520 Z" fill="#fff" opacity=".75"/>',
  line: '<path d="M420 500 L520 400 L600 440 L700 300 L790 240" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="790" cy="240" r="24" fill="#fff"/>',
  box: '<path d="M600 180 L770 260 V450 L600 530 L430 450 V260 Z" fill="#fff"/><path d="M430 260 L600 340 L770 260 M600 340 V530" stroke="COLOR" stroke-width="14" fill="none"/>',
  wheel:
    '<circle cx="600" cy="350" r="180" fill="none" stroke="#fff" stroke-width="34"/><circle cx="600" cy="350" r="40" fill="#fff"/><path d="M430 330 H770 M600 390 V525" stroke="#fff" stroke-width="28"/>',
  bulb: '<path d="M600 170 C690 170 750 240 750 320 C750 390 700 420 680 470 H520 C500 420 450 390 450 320 C450 240 510 170 600 170 Z" fill="#fff"/><rect x="530" y="485" width="140" height="28" rx="12" fill="#fff"/><rect x="550" y="525" width="100" height="24" rx="12" fill="#fff" opacity=".75"/>',
  star: '<path d="M600 170 L650 295 L785 300 L680 385 L715 515 L600 440 L485 515 L520 385 L415 300 L550 295 Z" fill="#fff"/>',
};

export interface Cover {
  file: string;
  motif: keyof typeof MOTIFS;
  from: string;
  to: string;
}

export function coverSvg(c: Cover): string {
  const motif = MOTIFS[c.motif]!.replaceAll('COLOR', c.to);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<circle cx="1050" cy="120" r="210" fill="#fff" opacity=".08"/><circle cx="140" cy="600" r="260" fill="#fff" opacity=".07"/><circle cx="980" cy="560" r="90" fill="#fff" opacity=".1"/>
<g opacity=".96">${motif}</g>
</svg>
`;
}

/** A labelled diagram for a lesson: boxes in a row or a cycle, joined by arrows. */
export function diagramSvg(title: string, labels: string[], color: string, cycle = false): string {
  const w = 900;
  const h = cycle ? 520 : 250;
  const boxes = labels.map((label, i) => {
    const n = labels.length;
    const [x, y] = cycle
      ? [w / 2 + 190 * Math.cos((2 * Math.PI * i) / n - Math.PI / 2) - 90, 290 + 170 * Math.sin((2 * Math.PI * i) / n - Math.PI / 2) - 35]
      : [40 + i * ((w - 80) / n) + 10, 130];
    const bw = cycle ? 180 : (w - 80) / n - 20;
    // Long labels in narrow boxes get a smaller font rather than overflowing.
    const size = Math.min(22, Math.floor((bw - 12) / (label.length * 0.56)));
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${bw.toFixed(0)}" height="70" rx="14" fill="${color}"/><text x="${(x + bw / 2).toFixed(0)}" y="${(y + 35 + size * 0.36).toFixed(0)}" text-anchor="middle" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="${size}" fill="#fff">${label}</text>`;
  });
  const arrows = cycle
    ? `<circle cx="${w / 2}" cy="290" r="120" fill="none" stroke="${color}" stroke-opacity=".35" stroke-width="6" stroke-dasharray="14 12"/>`
    : labels
        .slice(1)
        .map((_, i) => {
          const x = 40 + (i + 1) * ((w - 80) / labels.length);
          return `<path d="M${x - 14} 165 h18 m-8 -8 l8 8 l-8 8" stroke="${color}" stroke-width="4" fill="none"/>`;
        })
        .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${title}">
<rect width="${w}" height="${h}" rx="18" fill="#f6f7f9"/>
<text x="40" y="64" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="28" font-weight="600" fill="#1f2933">${title}</text>
${arrows}${boxes.join('')}
</svg>
`;
}
