/**
 * Search fields (spec 000 §5): at most 200 characters. Health search: the query is lower-cased and split on
 * spaces or '+'; every term must match one of an item's tags, hyphenated terms as typed, other terms
 * ignoring hyphens in the tags.
 */
import { invalid, type ValidationResult, valid } from './result.ts';

export const SEARCH_MAX_LENGTH = 200;

export type SearchError = 'tooLong';
/** English default message (ours; the spec quotes none). */
export const SEARCH_ERROR_MESSAGES: Readonly<Record<SearchError, string>> = {
  tooLong: `Search text must be at most ${SEARCH_MAX_LENGTH} characters long.`,
};

/** An empty search is valid (it matches everything). */
export function validateSearch(text: string): ValidationResult<SearchError> {
  return text.length > SEARCH_MAX_LENGTH ? invalid('tooLong') : valid;
}

/** The search text cut to the maximum length, for inputs that truncate instead of refusing. */
export function clampSearch(text: string): string {
  return text.slice(0, SEARCH_MAX_LENGTH);
}

/** Health search terms: lower case, split on white space or '+', empty terms dropped. */
export function healthSearchTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s+]+/)
    .filter((term) => term !== '');
}

/**
 * True when every term of the query is found in at least one tag (substring match). A term with a hyphen
 * must appear as typed; a term without one is compared with the tags' hyphens removed. No terms: true.
 */
export function matchesHealthSearch(tags: readonly string[], query: string): boolean {
  const lower = tags.map((tag) => tag.toLowerCase());
  const unhyphenated = lower.map((tag) => tag.replaceAll('-', ''));
  return healthSearchTerms(query).every((term) =>
    term.includes('-')
      ? lower.some((tag) => tag.includes(term))
      : unhyphenated.some((tag) => tag.includes(term)),
  );
}
