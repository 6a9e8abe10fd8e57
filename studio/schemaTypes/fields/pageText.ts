import { defineField } from 'sanity';
import { PAGE_TEXT_FIELD } from '../../../model/singletons';
import { PAGE_TEXT_MAX } from '../../../model/richTextLength';
import { richTextLengthRules } from './richTextLength';

/** The text of one page of the site, in the document named after that page. */
export function pageTextField({ page, title = 'Tekst på siden', description }: { page: string; title?: string; description?: string }) {
  return defineField({
    name: PAGE_TEXT_FIELD,
    title,
    type: 'contentBlocks',
    ...(description ? { description } : {}),
    validation: (r) => [r.required().error(`Skriv teksten på «${page}».`), ...richTextLengthRules(r, PAGE_TEXT_MAX)],
  });
}
