// The shorthand mapping most of Semantic UI React's parts share: a string or number is the part's
// `content` (one copy for every adapter that draws shorthand).
export const asContent = (content: string | number) => ({ content });
