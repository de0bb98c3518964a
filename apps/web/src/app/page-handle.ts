/** What a route tells the layout about its page. */
export type PageHandle = {
  /** The page is in the entry chunk (not lazy): it never suspends, and the layout gives it no Suspense boundary. */
  isInEntry?: boolean;
};
