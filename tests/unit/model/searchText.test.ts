import { describe, expect, it } from 'vitest';
import { compoundTails, foldWord, splitWords, stemWord, tailTerms, wordTerms } from '../../../model/searchText';

describe('foldWord: a word the same whatever the keyboard', () => {
  it.each([
    ['Bønnemøte', 'bonnemote'],
    ['bonnemote', 'bonnemote'],
    ['Årsmøte', 'arsmote'],
    ['aarsmote', 'arsmote'],
    ['arsmote', 'arsmote'],
    ['Kafékveld', 'kafekveld'],
    ['Personvernerklæring', 'personvernerklaering'],
    ['personvernerklaering', 'personvernerklaering'],
    ['SØNDAGSSKOLE', 'sondagsskole'],
  ])('%s → %s', (word, folded) => expect(foldWord(word)).toBe(folded));
});

describe('splitWords', () => {
  it('splits on anything but letters and digits, and keeps a word with soft hyphens whole', () => {
    expect(splitWords('Hvor: Barne\u00adklub\u00adben, kl. 17.30–19.00!')).toEqual(['Hvor', 'Barneklubben', 'kl', '17', '30', '19', '00']);
  });
});

describe('stemWord: inflections meet in one stem', () => {
  it('bønnemøte, bønnemøtet, bønnemøter and bønnemøtene', () => {
    const stems = ['bønnemøte', 'bønnemøtet', 'bønnemøter', 'bønnemøtene'].map((w) => stemWord(foldWord(w)));
    expect(new Set(stems)).toEqual(new Set(['bonnemot']));
  });

  it('keeps short words whole', () => {
    expect(stemWord('fest')).toBe('fest');
    expect(stemWord('klubb')).toBe('klubb');
  });
});

describe('compound tails: the parts people search for', () => {
  it('finds the head of a compound among its tails', () => {
    expect(compoundTails('julebasar')).toContain('basar');
    expect(compoundTails('barneklubben')).toContain('klubben');
    expect(compoundTails('formiddagstreff')).toContain('treff');
  });

  it('never gives a tail under four letters, nor one that leaves under three in front', () => {
    const tails = compoundTails('sangkor');
    expect(tails.every((t) => t.length >= 4)).toBe(true);
    expect(compoundTails('basar')).toEqual([]);
  });

  it('folds and stems what the index holds', () => {
    expect(wordTerms('Bønnemøtet')).toEqual(['bonnemotet', 'bonnemot']);
    expect(tailTerms('Adventskonserten')).toEqual(expect.arrayContaining(['konserten', 'konsert']));
  });
});
