/**
 * Measures every function in a TypeScript/TSX source: declarations, expressions, arrows, methods
 * and accessors, each from its first to its last line (a nested function counts towards its parent too).
 */
import ts from 'typescript';

export interface FunctionLength {
  name: string;
  line: number;
  lines: number;
}

/** The name a reader would look for: the function's own, or the variable, property or method holding it. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) {
    return parent.name.getText(source);
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

export function functionLengths(fileName: string, text: string): FunctionLength[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name: nameOf(node, source), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
