type Block = { kind: 'bullets'; lines: string[] } | { kind: 'text'; line: string };

/** Consecutive lines starting with '- ' form a bullet list; other lines are paragraphs (spec 3). */
function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('- ')) {
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'bullets') last.lines.push(line.slice(2).trim());
      else blocks.push({ kind: 'bullets', lines: [line.slice(2).trim()] });
    } else {
      blocks.push({ kind: 'text', line });
    }
  }
  return blocks;
}

export function Description({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-2 space-y-1.5 text-sm leading-relaxed text-slate-700" data-testid="item-description">
      {toBlocks(text).map((block, i) =>
        block.kind === 'bullets' ? (
          <ul key={i} className="list-disc space-y-1 ps-5">
            {block.lines.map((line, j) => (
              <li key={j}>{line}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.line}</p>
        ),
      )}
    </div>
  );
}
