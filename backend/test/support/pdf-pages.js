/**
 * Prints what a reader of the PDF sees, as JSON: `node pdf-pages.js file.pdf` -> { info, outline, pages: [{ width,
 * height, items: [{ str, x, y, height }] }] }: the Info dictionary, the bookmarks (title, the page they open and kids), and each page's
 * size in points with its text items (baseline y from the bottom). pdfjs-dist is an ES module, which jest's CommonJS
 * transform cannot load: the tests run this in a child process (as pdf-structure.js).
 */
const { readFileSync } = require('node:fs');

/** The bookmarks, each with the page (1-based) it opens, or null when its destination names none. */
async function outlineOf(doc, items) {
  const out = [];
  for (const item of items ?? []) {
    const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
    const page = Array.isArray(dest) && dest[0] ? (await doc.getPageIndex(dest[0])) + 1 : null;
    out.push({ title: item.title, page, kids: await outlineOf(doc, item.items) });
  }
  return out;
}

async function main(file) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => typeof item.str === 'string' && item.str.trim())
      .map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], height: item.height }));
    pages.push({ width, height, items });
  }
  const { info } = await doc.getMetadata();
  process.stdout.write(JSON.stringify({ info, outline: await outlineOf(doc, await doc.getOutline()), pages }));
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
