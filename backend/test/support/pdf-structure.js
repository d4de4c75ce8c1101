/**
 * Prints a PDF's tagged structure as JSON: `node pdf-structure.js file.pdf` -> { markInfo, pages: [{ tree, text }] },
 * each page's structure tree (pdfjs-dist getStructTree) and the text of each marked-content id in it. pdfjs-dist is
 * an ES module, which jest's CommonJS transform cannot load: the tests run this in a child process.
 */
const { readFileSync } = require('node:fs');

/** Marked-content id -> the text painted inside it. */
async function markedText(page) {
  const content = await page.getTextContent({ includeMarkedContent: true });
  const byId = {};
  const open = [];
  for (const item of content.items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id);
    else if (item.type === 'endMarkedContent') open.pop();
    else if (typeof item.str === 'string' && open.length > 0 && open[open.length - 1]) {
      const id = open[open.length - 1];
      byId[id] = (byId[id] ?? '') + item.str;
    }
  }
  return byId;
}

async function main(file) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    pages.push({ tree: await page.getStructTree(), text: await markedText(page) });
  }
  process.stdout.write(JSON.stringify({ markInfo: await doc.getMarkInfo(), pages }));
}

main(process.argv[2]).catch((error) => {
  console.error(error);
  process.exit(1);
});
