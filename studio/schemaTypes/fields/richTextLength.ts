import type { Rule } from 'sanity';
import { richTextLengthNote, richTextLengthProblem } from '../../../model/richTextLength';

/** The length rules of a rich text field: an error over `max`, and the count as a warning near it. */
export const richTextLengthRules = (r: Rule, max: number) => [
  r.custom((blocks) => richTextLengthProblem(blocks, max) ?? true).error(),
  r.custom((blocks) => richTextLengthNote(blocks, max) ?? true).warning(),
];
