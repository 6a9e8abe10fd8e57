import { defineField } from 'sanity';

/**
 * The alternative text every picture needs, with the same title, help and Norwegian message
 * wherever a picture is; `example` is what the message suggests for this picture.
 */
export function altTextField({
  example,
  name = 'alt',
  title = 'Alternativ tekst',
  group,
}: {
  example: string;
  name?: string;
  title?: string;
  group?: string;
}) {
  return defineField({
    name,
    title,
    type: 'string',
    ...(group ? { group } : {}),
    description: 'Beskriv bildet for dem som ikke ser det.',
    validation: (r) => r.required().error(`Beskriv bildet med noen ord, f.eks. «${example}».`),
  });
}
