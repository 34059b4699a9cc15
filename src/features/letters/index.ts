// In-site letters (docs/product.md §2 member/notice): inbox and outbox, unread first, mark read, delete,
// write to customer service. `useUnreadLetterCount()` feeds the tab bar, drawer and centre badges.
export { useUnreadLetterCount } from "./unread";
export { LettersScreen } from "./letters-screen";
export { letterBoxQueryOptions } from "./use-letters";
