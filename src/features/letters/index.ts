// Integration point owned by the letters feature: unread in-site letters count for the tab bar
// and drawer badges (spec §4: unread letters are those with status Unread).
export function useUnreadLetterCount(): number {
  return 0;
}
