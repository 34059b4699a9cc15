// The operator's deposit notices (docs/product.md §7 GetDepositNews, NewsType.Deposit) on the deposit
// screen: where to put the username, which network to send on, today's deposit bonus.
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { depositNewsQueryOptions } from "../../../api/endpoints/news";

export function DepositNews() {
  const { t } = useLingui();
  const { data } = useQuery(depositNewsQueryOptions());
  if (!data?.length) return null;
  return (
    <section className="card" aria-label={t`Deposit notices`}>
      {data.map((n) => (
        <article key={n.id}>
          <h2 className="deposit-news__title">{n.title}</h2>
          <p className="muted">{n.content}</p>
        </article>
      ))}
    </section>
  );
}
