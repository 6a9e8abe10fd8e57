/**
 * The Studio's list and search queries use GROQ that groq-js does not evaluate as sent. This turns
 * them into equivalent GROQ it does evaluate (same results for our small dataset):
 * - `text::query(...)` in `score(...)`/filters (Text Search ranking) → `true` (no ranking);
 * - slices with parameter bounds, `[$__offset...$__limit]` → literal numbers.
 */
export function rewriteStudioGroq(query: string, params: Record<string, unknown>) {
  let rewritten = query.replace(/text::query\((?:[^()]|\([^()]*\))*\)/g, 'true');
  rewritten = rewritten.replace(/\[\s*\$(\w+)\s*(\.\.\.?)\s*\$(\w+)\s*\]/g, (_, from: string, dots: string, to: string) => `[${Number(params[from])}${dots}${Number(params[to])}]`);
  rewritten = rewritten.replace(/\[\s*(\d+)\s*(\.\.\.?)\s*\$(\w+)\s*\]/g, (_, from: string, dots: string, to: string) => `[${from}${dots}${Number(params[to])}]`);
  return { query: rewritten, params };
}
