// Contact links an operator puts in a short menu's jump URL that no browser opens: a QQ chat
// (`tencent://…?uin=`). The app shows their id to copy instead of refusing the link.

export interface ContactId {
  kind: "qq";
  id: string;
}

/** The contact id a link names, or null when it is not a contact link. */
export function contactIdOf(url: string): ContactId | null {
  const m = /^tencent:\/\/[^?]*\?(?:.*&)?uin=(\d{5,12})(?:&|$)/i.exec(url.trim());
  return m ? { kind: "qq", id: m[1]! } : null;
}
