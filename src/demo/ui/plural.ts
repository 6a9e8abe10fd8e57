/** "1 contribution", "2 contributions", "0 contributions" (English: -s for every count but one). */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
