/**
 * The validation of a link field: the site's one link policy (model/links.ts), which the build and
 * the pages apply too, and nothing else. Sanity's url type checks schemes of its own, in a message
 * of its own («Stemmer ikke overens med tillatte protokoller/skjemaer»), above the project's; a
 * scheme check that lets every scheme through replaces it, so a refused link gets one message.
 */
import type { UrlRule } from 'sanity';
import { linkProblem } from '../../../model/links';

export const linkRule = (rule: UrlRule): UrlRule =>
  rule.uri({ scheme: [/^/], allowRelative: true }).custom((href) => linkProblem(href) ?? true);
