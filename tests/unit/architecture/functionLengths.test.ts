import { describe, expect, it } from 'vitest';
import { functionLengths } from './functionLengths';

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('functionLengths', () => {
  it('counts a function from its first line to its closing brace', () => {
    const source = `// header\nexport function long() {\n${body(59)}\n}\n`;
    expect(functionLengths('a.ts', source)).toEqual([{ name: 'long', line: 2, lines: 61 }]);
  });

  it('names arrows, function expressions, methods and components after what holds them', () => {
    const source = [
      'export const arrow = () => 1;',
      'const expr = function () { return 2; };',
      'class Box { method() { return 3; } get size() { return 4; } }',
      'export default function () { return <p>{[1].map((n) => n)}</p>; }',
      'const o = { prop: () => 5 };',
    ].join('\n');
    expect(functionLengths('a.tsx', source).map((fn) => fn.name)).toEqual([
      'arrow',
      'expr',
      'method',
      'size',
      '(anonymous)',
      '(anonymous)',
      'prop',
    ]);
  });

  it('counts a nested function within its parent and on its own', () => {
    const source = `function outer() {\n  function inner() {\n${body(3)}\n  }\n}\n`;
    expect(functionLengths('a.ts', source)).toEqual([
      { name: 'outer', line: 1, lines: 7 },
      { name: 'inner', line: 2, lines: 5 },
    ]);
  });

  it('skips signatures without a body', () => {
    expect(functionLengths('a.ts', 'declare function f(): void;\ninterface I { m(): void }\ntype T = () => void;')).toEqual([]);
  });
});
