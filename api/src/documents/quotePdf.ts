import PDFDocument from 'pdfkit';
import { COMMISSION_NOTE, SMALL_ORDER_NOTICE, TERMS, TERMS_VERSION, printedQuoteTitle, quotePdfFileName } from '@quotecraft/rules/documents';
import { formatMoney } from '@quotecraft/rules/money';
import type { Context } from '../context.ts';
import type { DownloadFile } from '../rest/registry.ts';
import { loadQuoteForView } from './quoteDocuments.ts';
import { quoteExpirationDate } from './orderPresenters.ts';
import { formatUsDate } from './expiry.ts';
import { buildSnapshot, type RevisionSnapshot } from './revisions.ts';

/**
 * The printed quote as a PDF, made on the server: the print layout's content (title with its
 * revision, customer, contact, addresses, job fields, lines with their configured options, totals,
 * the terms page and the expiration date) and never a cost or a margin. The signed-in download and
 * the buyer's download through a sent link make the same document.
 */

export const PDF_CONTENT_TYPE = 'application/pdf';

/** The quote row facts the PDF prints beside its snapshot. */
export interface PdfQuote {
  id: number;
  type: number;
  revision: number;
  erpOrderNo: string | null;
  createdAt: Date;
  revisionCreatedAt: Date | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
  platformName: string;
  acceptedBy?: { fullName: string; at: Date } | null;
}

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const MARGIN = 48;

/** The columns of the lines table, left to right (their widths fill the page between the margins), and their alignment. */
const COLUMNS = [
  { key: 'lineNumber', title: '#', width: 24, align: 'left' },
  { key: 'partNumber', title: 'Part #', width: 110, align: 'left' },
  { key: 'description', title: 'Description', width: 187, align: 'left' },
  { key: 'quantity', title: 'Qty.', width: 40, align: 'right' },
  { key: 'unitPrice', title: 'Unit Price', width: 77, align: 'right' },
  { key: 'total', title: 'Total', width: 78, align: 'right' },
] as const;

/** Renders the document; resolves with its bytes. */
export function renderQuotePdf(quote: PdfQuote, snapshot: RevisionSnapshot): Promise<Buffer> {
  const title = printedQuoteTitle(quote);
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Author: quote.platformName, Subject: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const total = formatMoney(snapshot.totalCost);

  // Head: the platform's name, the title and the total.
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(quote.platformName, MARGIN, MARGIN, { width: width / 2 });
  doc.font('Helvetica-Bold').fontSize(18).text(title, MARGIN + width / 2, MARGIN, { width: width / 2, align: 'right' });
  doc.font('Helvetica').fontSize(12).text(`Total: ${total}`, { width: width / 2, align: 'right' });
  doc.moveDown(0.6);
  rule(doc, width);
  doc.y += 10;

  // Facts, two columns.
  const preparedBy = [quote.createdByFirstName, quote.createdByLastName].filter(Boolean).join(' ');
  const contact = [snapshot.contact.name, snapshot.contact.email, snapshot.contact.phone].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['Agency Name', snapshot.customer.name],
    ['Contact', contact],
    ['Prepared By', preparedBy],
    ['Date', formatUsDate(quote.revisionCreatedAt ?? quote.createdAt)],
    ['Expiration Date', formatUsDate(quoteExpirationDate(quote))],
    ['Job Name', snapshot.job.jobName],
    ['Specifier', snapshot.job.specifier],
    ['Specifier Location', snapshot.job.specifierLocation],
    ['Billing Address', snapshot.billingAddress],
    ['Shipping Address', snapshot.sameAsBilling ? 'Same as billing' : snapshot.shippingAddress],
  ];
  const columnWidth = (width - 16) / 2;
  for (let i = 0; i < facts.length; i += 2) {
    const top = doc.y;
    let bottom = top;
    facts.slice(i, i + 2).forEach(([label, value], j) => {
      const x = MARGIN + j * (columnWidth + 16);
      doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(label.toUpperCase(), x, top, { width: columnWidth });
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(value || '-', x, doc.y + 1, { width: columnWidth });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  }
  doc.x = MARGIN;
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(COMMISSION_NOTE, MARGIN, doc.y + 4, { width });
  doc.moveDown(0.8);

  // Lines.
  const header = () => {
    const top = doc.y;
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    for (const column of COLUMNS) {
      doc.text(column.title, x, top, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    doc.y = top + 14;
    rule(doc, width);
  };
  header();
  if (snapshot.lines.length === 0) doc.font('Helvetica').fontSize(10).fillColor(INK).text('No Items Available', MARGIN, doc.y + 4, { width });
  for (const line of snapshot.lines) {
    const description = [line.description || '-', ...line.options.map((o) => `${o.caption}: ${o.value || '-'}`)];
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      lineNumber: String(line.lineNumber),
      partNumber: line.partNumber || '-',
      description: description[0]!,
      quantity: String(line.quantity),
      unitPrice: formatMoney(line.price),
      total: formatMoney(line.total),
    };
    doc.font('Helvetica').fontSize(9);
    const descriptionColumn = COLUMNS[2];
    const options = description.slice(1).join('\n');
    const height =
      Math.max(
        doc.heightOfString(cells.partNumber, { width: COLUMNS[1].width - 4 }),
        doc.heightOfString(cells.description, { width: descriptionColumn.width - 4 }) + (options ? doc.fontSize(8).heightOfString(options, { width: descriptionColumn.width - 4 }) : 0),
      ) + 8;
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      header();
    }
    const top = doc.y + 4;
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.font('Helvetica').fontSize(9).fillColor(INK).text(cells[column.key], x, top, { width: column.width - 4, align: column.align });
      if (column.key === 'description' && options) doc.fontSize(8).fillColor(MUTED).text(options, x, doc.y + 1, { width: column.width - 4 });
      x += column.width;
    }
    doc.y = top + height - 4;
    rule(doc, width);
  }
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(`Total: ${total}`, MARGIN, doc.y + 6, { width, align: 'right' });
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(SMALL_ORDER_NOTICE, MARGIN, doc.y, { width });
  if (quote.acceptedBy) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`Accepted by ${quote.acceptedBy.fullName} on ${formatUsDate(quote.acceptedBy.at)}.`, { width });
  }

  // The terms page.
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text('Terms and Conditions', MARGIN, MARGIN, { width });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`Terms version ${TERMS_VERSION}`, { width });
  doc.moveDown(0.8);
  TERMS.forEach((term, i) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(`${i + 1}. ${term.title}. `, { width, continued: true });
    doc.font('Helvetica').text(term.text, { width });
    doc.moveDown(0.4);
  });
  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, width: number) {
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** The quote's PDF as a download: the file and its name (quote-27-rev-3.pdf). */
export async function quotePdfFile(db: Context['prisma'], quoteId: number, acceptedBy?: PdfQuote['acceptedBy']): Promise<DownloadFile> {
  const quote = await db.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { platform: { select: { name: true } } } });
  const snapshot = await buildSnapshot(db, quoteId);
  const bytes = await renderQuotePdf({ ...quote, platformName: quote.platform.name, acceptedBy }, snapshot);
  return { bytes, contentType: PDF_CONTENT_TYPE, fileName: quotePdfFileName(quote) };
}

/** A signed-in caller's download of a quote they may see (its level, ownership and platform rules); others get NOT_FOUND. */
export async function downloadQuotePdf(ctx: Context, quoteId: number): Promise<DownloadFile> {
  await loadQuoteForView(ctx.prisma, ctx.viewer, quoteId);
  return quotePdfFile(ctx.prisma, quoteId);
}
