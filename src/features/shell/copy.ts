// Copy helper (docs/product.md §5): an empty value is an error; success says 'copy succeeded', failure
// 'copy failed'.
import { useLingui } from "@lingui/react/macro";
import { useFeedback } from "./feedback";

export const CopyOutcome = { Empty: "empty", Copied: "copied", Failed: "failed" } as const;
export type CopyOutcome = (typeof CopyOutcome)[keyof typeof CopyOutcome];

export async function copyText(
  value: string | null | undefined,
  clipboard: Pick<Clipboard, "writeText"> | undefined = globalThis.navigator?.clipboard,
): Promise<CopyOutcome> {
  if (!value) return CopyOutcome.Empty;
  try {
    if (!clipboard) throw new Error("no clipboard");
    await clipboard.writeText(value);
    return CopyOutcome.Copied;
  } catch {
    return CopyOutcome.Failed;
  }
}

export function useCopy() {
  const { t } = useLingui();
  const { toast } = useFeedback();
  return async (value: string | null | undefined) => {
    const outcome = await copyText(value);
    if (outcome === CopyOutcome.Empty) toast(t`Nothing to copy`);
    else if (outcome === CopyOutcome.Copied) toast(t`Copy succeeded`);
    else toast(t`Copy failed`);
    return outcome;
  };
}
