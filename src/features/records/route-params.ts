// The records route's `{-$type}` segment, parsed in the route: the screen gets a RecordType.
// No type or an unknown one opens the bet records (as before), never an error.
import { RecordType } from "./records-screen";

export const recordsParams = {
  parse: ({ type }: { type?: string }): { type: RecordType } => ({
    type: type === RecordType.Trade ? RecordType.Trade : RecordType.Game,
  }),
  stringify: ({ type }: { type: RecordType }) => ({ type: type as string }),
};
