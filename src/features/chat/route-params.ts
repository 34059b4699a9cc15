// The conversation route's `{-$id}/{-$uid}` segments, parsed in the route: a conversation id (a
// number) and an agent uid. With optional segments `/messageChat/svc-2` puts the agent uid in
// `id`, so a non-numeric id is read as the uid. Never throws: nothing usable opens the default
// agent's conversation, as before.
export type ChatParams = { id?: number; uid?: string };

export const chatParams = {
  parse: ({ id, uid }: { id?: string; uid?: string }): ChatParams =>
    id !== undefined && /^\d+$/.test(id)
      ? { id: Number(id), uid }
      : { id: undefined, uid: uid ?? id },
  stringify: ({ id, uid }: ChatParams): { id?: string; uid?: string } => ({
    id: id === undefined ? undefined : String(id),
    uid,
  }),
};
