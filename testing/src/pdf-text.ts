/**
 * Reads a PDF back the way a viewer would (pdfjs-dist, the engine of Firefox's viewer), for tests that
 * assert what a reader of a generated PDF sees: its pages, its text and where each piece of text sits.
 */

/** One run of text as drawn: its string and its box in PDF points (origin bottom left). */
export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  page: number;
}

export interface PdfText {
  pages: number;
  /** All pages' text in drawing order, one line per run of text. */
  text: string;
  /** The first page's [width, height] in points: A4 is [595.28, 841.89]. */
  pageSize: [number, number];
  items: PdfTextItem[];
  /** The document information dictionary's Title, Author and CreationDate, when set. */
  info: { title?: string; author?: string; created?: Date };
}

function infoString(info: object, key: string): string | undefined {
  const value: unknown = (info as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Every page's text runs with their positions, the first page's size and the document's metadata. */
export async function readPdfText(pdf: Uint8Array): Promise<PdfText> {
  const { getDocument, PDFDateString } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs keeps the array it is given (and may transfer it): hand it a copy, not the caller's buffer.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const items: PdfTextItem[] = [];
    let pageSize: [number, number] = [0, 0];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
      if (number === 1) pageSize = [right - left, top - bottom];
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        items.push({ str: item.str, x, y, width: item.width, height: item.height, page: number });
      }
    }
    const { info } = await document.getMetadata();
    const creationDate = infoString(info, 'CreationDate');
    const created = creationDate === undefined ? null : PDFDateString.toDateObject(creationDate);
    return {
      pages: document.numPages,
      text: items.map((item) => item.str).join('\n'),
      pageSize,
      items,
      info: { title: infoString(info, 'Title'), author: infoString(info, 'Author'), created: created ?? undefined },
    };
  } finally {
    await document.destroy();
  }
}
