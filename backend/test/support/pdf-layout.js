/**
 * Prints where each PDF's text is, as JSON: `node pdf-layout.js a.pdf b.pdf` -> per file, per page
 * { width, height, items }, sizes in PDF points from the page's top left; each item the text pdfjs-dist reads, its
 * left, right, top and bottom, its size and the path of tagged structure elements it is in (roles from the page's
 * structure tree, each with a number unique on the page, e.g. Art > NonStruct > L > LI > H3).
 * pdfjs-dist is an ES module, which jest's CommonJS transform cannot load: the tests run this in a child process.
 */
const { readFileSync } = require('node:fs');

/** Marked-content id -> the ids of the structure elements around it, outermost first. */
function elementPaths(tree) {
  const paths = {};
  let next = 0;
  const walk = (node, path) => {
    const here = node.role ? [...path, { role: node.role, n: next++ }] : path;
    for (const child of node.children ?? []) {
      if (child.type === 'content' && child.id) paths[child.id] = here;
      else walk(child, here);
    }
  };
  if (tree) walk(tree, []);
  return paths;
}

async function read(pdfjs, file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), useSystemFonts: false }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const height = y1 - y0;
    const paths = elementPaths(await page.getStructTree());
    const content = await page.getTextContent({ includeMarkedContent: true });
    const open = [];
    const items = [];
    for (const item of content.items) {
      if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id);
      else if (item.type === 'endMarkedContent') open.pop();
      else if (typeof item.str === 'string' && item.str.trim()) {
        const size = Math.hypot(item.transform[2], item.transform[3]);
        const baseline = height - (item.transform[5] - y0);
        const id = [...open].reverse().find(Boolean);
        items.push({
          str: item.str,
          left: item.transform[4] - x0,
          right: item.transform[4] - x0 + item.width,
          // The font's ascent and descent are not in the text layer: a line's box as 0.8 and 0.25 of its size.
          top: baseline - size * 0.8,
          bottom: baseline + size * 0.25,
          size,
          path: (id && paths[id]) || [],
        });
      }
    }
    pages.push({ width: x1 - x0, height, items });
  }
  return pages;
}

async function main(files) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const all = [];
  for (const file of files) all.push(await read(pdfjs, file));
  process.stdout.write(JSON.stringify(all));
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
