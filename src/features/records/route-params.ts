// The records route's `{-$type}` segment, parsed in the route: the screen gets a RecordType.
// No type or an unknown one opens the bet records (as before), never an error. The route imports
// this module itself (not the index), so the records screen stays out of the app's first load.
export const RecordType = { Game: "game", Trade: "trade", Statement: "statement" } as const;
export type RecordType = (typeof RecordType)[keyof typeof RecordType];

export const recordsParams = {
  parse: ({ type }: { type?: string }): { type: RecordType } => ({
    type: type === RecordType.Trade || type === RecordType.Statement ? type : RecordType.Game,
  }),
  stringify: ({ type }: { type: RecordType }) => ({ type: type as string }),
};
