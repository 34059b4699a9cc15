// Money mutations with their Idempotency-Key, on the form kit's one-at-a-time submit.
import { useCallback, useRef } from "react";
import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useGuardedSubmit } from "../components/form";
import { ApiErrorKind, isApiError, newIdempotencyKey, type MoneyMutationOptions } from "./client";
import type { MoneyVariables } from "./endpoints/money-mutation";

const unanswered = (e: unknown) =>
  isApiError(e) && (e.kind === ApiErrorKind.Network || e.kind === ApiErrorKind.Timeout);

/**
 * A money mutation: the Idempotency-Key is made when the member confirms. It is kept only when
 * the platform never answered (network failure, timeout), so confirming the same thing again
 * retries the same intent and the platform answers the first result instead of moving money twice.
 */
export function useMoneySubmit<B, R>(call: (body: B, opts: MoneyMutationOptions) => Promise<R>) {
  const { pending, run } = useGuardedSubmit();
  const last = useRef<{ body: string; key: string } | null>(null);
  const submit = useCallback(
    (body: B) =>
      run(async () => {
        const text = JSON.stringify(body);
        const key = last.current?.body === text ? last.current.key : newIdempotencyKey();
        last.current = { body: text, key };
        try {
          const result = await call(body, { idempotencyKey: key });
          last.current = null;
          return result;
        } catch (error) {
          if (!unanswered(error)) last.current = null;
          throw error;
        }
      }),
    [run, call],
  );
  return { pending, submit };
}

/**
 * useMoneySubmit over an endpoint's mutation options (`xMutationOptions()` in api/endpoints/):
 * the options' onSuccess invalidates what the money move changed, so no screen writes it again.
 */
export function useMoneyMutation<B, R>(
  options: UseMutationOptions<R, Error, MoneyVariables<B>, unknown>,
) {
  // Never paused offline: the API client refuses at once ("nothing was sent"), a money move is
  // never queued to run when the network is back.
  const { mutateAsync } = useMutation({ ...options, networkMode: "always" });
  const call = useCallback(
    (body: B, opts: MoneyMutationOptions) =>
      mutateAsync({ body, idempotencyKey: opts.idempotencyKey }),
    [mutateAsync],
  );
  return useMoneySubmit(call);
}

/** The server's message of a refusal (already localized by Accept-Language). */
export function refusalMessage(error: unknown): string | null {
  return isApiError(error) && error.message ? error.message : null;
}
