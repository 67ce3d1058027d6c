import { encode } from 'uqr';
import { shapeLine, type ShapedLine } from './shape-line.ts';
import type { Weight } from './fonts.ts';
import type { CertificateLogo } from './certificate-logo.ts';

/** What a certificate says, already in the learner's language (certificate-content.ts). */
export interface CertificateContent {
  direction: 'ltr' | 'rtl';
  brand: string;
  /** The tenant's logo, drawn above its name, when it can be (certificate-logo.ts). */
  logo: CertificateLogo | null;
  /** `#rrggbb`: the tenant's primary colour. */
  colour: string;
  title: string;
  studentLabel: string;
  student: string;
  courseLabel: string;
  course: string;
  facts: { label: string; value: string }[];
  numberLine: string;
  verifyLabel: string;
  verifyUrl: string;
}

export interface PlacedText {
  line: ShapedLine;
  /** Left edge of the line and its baseline, in points from the page's top left. */
  x: number;
  y: number;
  size: number;
  colour: string;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One page: text lines, filled boxes (the QR code's modules) and stroked frames; both renderers draw exactly this. */
export interface CertificateDrawing {
  width: number;
  height: number;
  texts: PlacedText[];
  fills: { box: Box; colour: string }[];
  frames: { box: Box; colour: string; lineWidth: number }[];
  images: { box: Box; logo: CertificateLogo }[];
}

/** A4 landscape in PDF points. */
export const PAGE = { width: 841.89, height: 595.28 } as const;
const MARGIN = 72;
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const QR_SIZE = 96;
/** The logo's box above the brand line: at most this high and this wide, its proportions kept. */
const LOGO = { top: 34, height: 40, maxWidth: 220 } as const;

type Align = 'start' | 'centre' | 'end';

/**
 * The certificate page: brand, title, learner, course, the facts in columns, then the
 * number and the verification link beside its QR code. A right-to-left language mirrors
 * what has a side (the columns' order, the QR code and the lines at the foot); a line
 * too long for its space is set smaller rather than cut.
 */
export function layoutCertificate(content: CertificateContent): CertificateDrawing {
  const rtl = content.direction === 'rtl';
  const texts: PlacedText[] = [];
  const place = (
    text: string,
    y: number,
    size: number,
    options: { weight?: Weight; colour?: string; align?: Align; left?: number; right?: number } = {},
  ) => {
    if (!text) return;
    const left = options.left ?? MARGIN;
    const right = options.right ?? PAGE.width - MARGIN;
    const line = shapeLine(text, options.weight ?? 'regular', content.direction);
    const fitted = Math.min(size, (right - left) / Math.max(line.width, 0.01));
    const width = line.width * fitted;
    const align = options.align ?? 'centre';
    const atStart = align === 'start' ? !rtl : align === 'end' ? rtl : null;
    const x = atStart === null ? (left + right - width) / 2 : atStart ? left : right - width;
    texts.push({ line, x, y, size: fitted, colour: options.colour ?? INK });
  };

  place(content.brand, 92, 14, { weight: 'bold', colour: content.colour });
  place(content.title, 150, 34, { weight: 'bold' });
  place(content.studentLabel, 198, 12, { colour: MUTED });
  place(content.student, 236, 30, { weight: 'bold', colour: content.colour });
  place(content.courseLabel, 278, 12, { colour: MUTED });
  place(content.course, 306, 20);

  const columns = rtl ? [...content.facts].reverse() : content.facts;
  const columnWidth = (PAGE.width - 2 * MARGIN) / Math.max(columns.length, 1);
  columns.forEach((fact, i) => {
    const left = MARGIN + i * columnWidth + 6;
    const right = left + columnWidth - 12;
    place(fact.label, 370, 10, { colour: MUTED, left, right });
    place(fact.value, 392, 14, { left, right });
  });

  const qrLeft = rtl ? MARGIN : PAGE.width - MARGIN - QR_SIZE;
  const qrTop = PAGE.height - MARGIN - QR_SIZE + 20;
  const textLeft = rtl ? MARGIN + QR_SIZE + 24 : MARGIN;
  const textRight = rtl ? PAGE.width - MARGIN : PAGE.width - MARGIN - QR_SIZE - 24;
  place(content.numberLine, qrTop + 40, 11, { align: 'start', left: textLeft, right: textRight });
  place(content.verifyLabel, qrTop + 62, 9, { align: 'start', left: textLeft, right: textRight, colour: MUTED });
  place(content.verifyUrl, qrTop + 78, 9, { align: 'start', left: textLeft, right: textRight, colour: content.colour });

  return {
    ...PAGE,
    texts,
    fills: qrModules(content.verifyUrl, { x: qrLeft, y: qrTop, width: QR_SIZE, height: QR_SIZE }),
    images: content.logo ? [{ box: logoBox(content.logo), logo: content.logo }] : [],
    frames: [
      { box: { x: 20, y: 20, width: PAGE.width - 40, height: PAGE.height - 40 }, colour: content.colour, lineWidth: 4 },
      { box: { x: 30, y: 30, width: PAGE.width - 60, height: PAGE.height - 60 }, colour: content.colour, lineWidth: 0.75 },
    ],
  };
}

/** The logo centred above the brand line, scaled to fit its box. */
function logoBox(logo: CertificateLogo): Box {
  const scale = Math.min(LOGO.height / logo.height, LOGO.maxWidth / logo.width);
  const width = logo.width * scale;
  const height = logo.height * scale;
  return { x: (PAGE.width - width) / 2, y: LOGO.top + (LOGO.height - height) / 2, width, height };
}

/** The QR code of the verification link as dark boxes, one per horizontal stretch of modules. */
function qrModules(url: string, area: Box): CertificateDrawing['fills'] {
  const { size, data } = encode(url, { ecc: 'M', border: 0 });
  const module = area.width / size;
  const fills: CertificateDrawing['fills'] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end + 1 < size && row[end + 1]) end++;
      fills.push({ box: { x: area.x + x * module, y: area.y + y * module, width: (end - x + 1) * module, height: module }, colour: INK });
      x = end;
    }
  });
  return fills;
}
