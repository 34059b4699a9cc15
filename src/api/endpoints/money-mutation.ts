// What a money mutation's options take: the body and the Idempotency-Key of the member's intent
// (made once per confirm by useMoneyMutation in api/money-submit.ts, kept on a retry of the same intent).
export interface MoneyVariables<B> {
  body: B;
  idempotencyKey: string;
}
