import PDFDocument from 'pdfkit';
import type { CertificateDrawing } from './certificate-layout.ts';

/**
 * The drawing as a one-page PDF. pdfkit embeds each face used as a subset with its
 * ToUnicode map (the text can be searched and copied) and shapes each run with fontkit,
 * the same layout the PNG's outlines come from. The date is fixed so the same certificate
 * makes the same bytes.
 */
export function renderPdf(drawing: CertificateDrawing, meta: { title: string; author: string; created: Date }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [drawing.width, drawing.height],
    margin: 0,
    autoFirstPage: true,
    info: { Title: meta.title, Author: meta.author, Creator: meta.author, CreationDate: meta.created, ModDate: meta.created },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const { box, colour, lineWidth } of drawing.frames)
    doc.lineWidth(lineWidth).rect(box.x, box.y, box.width, box.height).stroke(colour);
  for (const { box, colour } of drawing.fills) doc.rect(box.x, box.y, box.width, box.height).fill(colour);
  for (const { box, logo } of drawing.images)
    doc.image(Buffer.from(logo.dataUri.slice(logo.dataUri.indexOf(',') + 1), 'base64'), box.x, box.y, {
      width: box.width,
      height: box.height,
    });
  const registered = new Set<string>();
  for (const text of drawing.texts) {
    let x = text.x;
    for (const run of text.line.runs) {
      if (!registered.has(run.face.key)) {
        doc.registerFont(run.face.key, run.face.bytes);
        registered.add(run.face.key);
      }
      doc
        .font(run.face.key)
        .fontSize(text.size)
        .fillColor(text.colour)
        .text(run.text, x, text.y, { lineBreak: false, baseline: 'alphabetic' });
      x += run.width * text.size;
    }
  }
  doc.end();
  return done;
}
