/**
 * The Studio's list and search queries use GROQ that groq-js does not evaluate as sent. This turns
 * them into equivalent GROQ it does evaluate (same results for our small dataset):
 * - `<fields> match text::query(...)` and any other `text::query(...)` (Text Search) → `true`:
 *   every document matches, unranked;
 * - slices with parameter bounds, `[$__offset...$__limit]` → literal numbers.
 */
export function rewriteStudioGroq(query: string, params: Record<string, unknown>) {
  const textQuery = String.raw`text::query\((?:[^()]|\([^()]*\))*\)`;
  let rewritten = query
    .replace(new RegExp(String.raw`(?:\[[^\[\]]*\]|[\w.@]+)\s+match\s+${textQuery}`, 'g'), 'true')
    .replace(new RegExp(textQuery, 'g'), 'true');
  rewritten = rewritten.replace(
    /\[\s*\$(\w+)\s*(\.\.\.?)\s*\$(\w+)\s*\]/g,
    (_, from: string, dots: string, to: string) => `[${Number(params[from])}${dots}${Number(params[to])}]`,
  );
  rewritten = rewritten.replace(
    /\[\s*(\d+)\s*(\.\.\.?)\s*\$(\w+)\s*\]/g,
    (_, from: string, dots: string, to: string) => `[${from}${dots}${Number(params[to])}]`,
  );
  return { query: rewritten, params };
}
