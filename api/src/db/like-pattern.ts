/** A `%term%` pattern for `ilike ? escape '\'` with LIKE's wildcards escaped, so a search for "50%" means the text "50%". */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
