export { foldForSearch, matchesSearch, MAX_SEARCH_WORDS, searchWordsOf } from './search-words.ts';
