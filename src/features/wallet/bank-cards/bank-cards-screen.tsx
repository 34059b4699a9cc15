// Bank cards (docs/product.md §2 member/bankcards): the member's payout accounts, the default per type, and
// the way to bind another.
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BankAccount } from "../../../api/contract/bank";
import { bankAccountsQueryOptions, setDefaultBankAccount } from "../../../api/endpoints/bank";
import { queryKeys } from "../../../api/query-keys";
import { PlusIcon } from "../../../components/icons";
import { MemberPage } from "../../shell";
import { useGuardedSubmit } from "../../../components/form";
import { useLocaleParam } from "../../shell";

export function BankCardsScreen() {
  const locale = useLocaleParam();
  // Primed by the route loader.
  const { data: cards } = useSuspenseQuery(bankAccountsQueryOptions());
  return (
    <MemberPage title={<Trans>Bank cards</Trans>}>
      {cards && cards.length === 0 ? (
        <p className="muted">
          <Trans>No card bound yet. Bind one to withdraw.</Trans>
        </p>
      ) : null}
      <ul className="list">
        {cards?.map((c) => (
          <BankCardItem key={c.id} card={c} />
        ))}
      </ul>
      <Link
        className="btn btn--primary btn--block"
        to="/{-$locale}/member/bankcards/bindbank"
        params={{ locale }}
      >
        <PlusIcon />
        <Trans>Bind a bank card</Trans>
      </Link>
    </MemberPage>
  );
}

function BankCardItem({ card }: { card: BankAccount }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { pending, run } = useGuardedSubmit();
  const makeDefault = () =>
    run(async () => {
      await setDefaultBankAccount(card.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.bank.all });
    });
  const name = `${card.bankName} ${card.maskedAccountNo}`;
  return (
    <li className="row" data-card-id={card.id}>
      <div>
        <p className="amount" style={{ margin: 0 }}>
          {card.bankName} · {card.maskedAccountNo}
        </p>
        <p className="muted" style={{ margin: 0 }}>
          {card.typeName} · {card.accountName}
        </p>
      </div>
      {card.isDefault ? (
        <span className="muted">
          <Trans>Default</Trans>
        </span>
      ) : (
        <button
          type="button"
          className="btn"
          disabled={pending}
          aria-label={t`Set ${name} as default`}
          onClick={() => void makeDefault()}
        >
          <Trans>Set default</Trans>
        </button>
      )}
    </li>
  );
}
