import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { type PDFFont, PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { issueDay } from './certificates';

/**
 * The certificate as a PDF, drawn on the server with pdf-lib (decision 0703): A4 landscape, in
 * English (the course's language), with the student's name in any script (DejaVu Serif covers Latin,
 * Cyrillic and the Kazakh letters), the course, the day of issue, the number, and a QR code of the
 * verification link printed beside it.
 */

export interface CertificateContent {
  number: string;
  studentName: string;
  courseTitle: string;
  issuedAt: Date;
  verificationUrl: string;
}

let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** The fonts are read once per process. */
function fontFiles() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const INK = rgb(0.12, 0.15, 0.22);
const GOLD = rgb(0.72, 0.58, 0.26);
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "26 November 2026" from the academy's calendar day. */
export function longDate(issuedAt: Date): string {
  const [year, month, day] = issueDay(issuedAt).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Draws a line centred on the page, made smaller until it fits `maxWidth`. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, maxWidth = 700) {
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 1;
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color: INK });
}

export async function certificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const { regular, bold } = await fontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const serif = await pdf.embedFont(regular, { subset: true });
  const serifBold = await pdf.embedFont(bold, { subset: true });
  pdf.setTitle(`Certificate ${content.number}`);
  pdf.setSubject(`${content.courseTitle}: ${content.studentName}`);
  pdf.setAuthor('Academy of International Arbitration');
  pdf.setCreator('Academy');
  pdf.setProducer('Academy');
  pdf.setCreationDate(content.issuedAt);
  pdf.setModificationDate(content.issuedAt);

  const page = pdf.addPage([841.89, 595.28]);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: GOLD,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: GOLD,
    borderWidth: 0.8,
  });

  centred(page, 'Academy of International Arbitration', height - 96, serif, 16);
  centred(page, 'Certificate of Completion', height - 146, serifBold, 34);
  centred(page, 'This is to certify that', height - 196, serif, 15);
  centred(page, content.studentName, height - 246, serifBold, 30);
  centred(page, 'has successfully completed the course', height - 286, serif, 15);
  centred(page, content.courseTitle, height - 326, serifBold, 22);
  centred(
    page,
    'having completed every lecture, written an essay after each topic and a final essay accepted by the instructors,',
    height - 366,
    serif,
    11,
  );
  centred(page, 'and passed the tests.', height - 382, serif, 11);

  page.drawText(`Issued on ${longDate(content.issuedAt)}`, {
    x: 70,
    y: 118,
    size: 13,
    font: serif,
    color: INK,
  });
  page.drawText(`Certificate No. ${content.number}`, { x: 70, y: 96, size: 13, font: serifBold, color: INK });
  page.drawText('Verify this certificate at', { x: 70, y: 70, size: 10, font: serif, color: INK });
  page.drawText(content.verificationUrl, { x: 70, y: 56, size: 10, font: serif, color: INK });

  const qr = await QRCode.toBuffer(content.verificationUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const image = await pdf.embedPng(qr);
  page.drawImage(image, { x: width - 70 - 110, y: 52, width: 110, height: 110 });

  return pdf.save();
}
