// Records (docs/product.md §2 member/records/{type}: game, trade) with a date range, a platform filter and
// infinite paging (more loads as the end of the list comes into view, or on "Load more"); and the
// activity statement (type statement) over the same date range.
import { useEffect, useRef, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TradeKind } from "../../api/contract/records";
import type { WalletPlateType } from "../../api/contract/wallet";
import { plateTypesQueryOptions } from "../../api/endpoints/wallet";
import { DateField, SelectField } from "../../components/form";
import { MemberPage, PlatformDayNote } from "../shell";
import { useLocaleParam } from "../shell";
import { defaultRange } from "./dates";
import { RecordType } from "./route-params";
import { GameRows, TradeRows } from "./record-rows";
import { useGameRecords, useTradeRecords, type RecordFilters } from "./use-records";
import { Statement } from "./statement";

export function RecordsScreen({ type }: { type: RecordType }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  // Primed by the route loader.
  const { data: wallets } = useSuspenseQuery(plateTypesQueryOptions());
  const [filters, setFilters] = useState<RecordFilters>(() => ({
    ...defaultRange(new Date()),
    plateType: "",
    kind: "",
  }));
  const set =
    <K extends keyof RecordFilters>(k: K) =>
    (v: RecordFilters[K]) =>
      setFilters((f) => ({ ...f, [k]: v }));
  const plates = [
    { value: "" as const, label: t`All platforms` },
    ...(wallets ?? []).map((w) => ({ value: w.plateType, label: w.name })),
  ];
  const kinds: { value: TradeKind | ""; label: string }[] = [
    { value: "", label: t`All kinds` },
    { value: "deposit", label: t`Deposits` },
    { value: "withdrawal", label: t`Withdrawals` },
    { value: "transfer", label: t`Transfers` },
    { value: "rebate", label: t`Rebates` },
    { value: "bonus", label: t`Bonuses` },
    { value: "promotion", label: t`Deposit bonuses` },
  ];
  const titles = {
    [RecordType.Game]: <Trans>Bet records</Trans>,
    [RecordType.Trade]: <Trans>Trade records</Trans>,
    [RecordType.Statement]: <Trans>Activity statement</Trans>,
  };
  const tabs: [RecordType, string][] = [
    [RecordType.Game, t`Bets`],
    [RecordType.Trade, t`Trades`],
    [RecordType.Statement, t`Statement`],
  ];
  const gameName = (plateType: string) =>
    wallets?.find((w) => w.plateType === plateType)?.name ?? plateType;
  return (
    <MemberPage title={titles[type]}>
      <nav className="chips chips--even" aria-label={t`Record type`}>
        {tabs.map(([tab, label]) => (
          <Link
            key={tab}
            className="btn"
            to="/{-$locale}/member/records/{-$type}"
            params={{ locale, type: tab }}
            aria-current={type === tab ? "page" : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="filters">
        <DateField
          label={t`Start date`}
          value={filters.startDate}
          max={filters.endDate}
          onValue={set("startDate")}
        />
        <DateField
          label={t`End date`}
          value={filters.endDate}
          min={filters.startDate}
          onValue={set("endDate")}
        />
      </div>
      <PlatformDayNote />
      {type === RecordType.Statement ? (
        <Statement startDate={filters.startDate} endDate={filters.endDate} gameName={gameName} />
      ) : (
        <RecordLists type={type} filters={filters} set={set} plates={plates} kinds={kinds} />
      )}
    </MemberPage>
  );
}

function RecordLists({
  type,
  filters,
  set,
  plates,
  kinds,
}: {
  type: RecordType;
  filters: RecordFilters;
  set: <K extends keyof RecordFilters>(k: K) => (v: RecordFilters[K]) => void;
  plates: { value: WalletPlateType | ""; label: string }[];
  kinds: { value: TradeKind | ""; label: string }[];
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="filters">
        <SelectField<WalletPlateType | "">
          label={t`Platform`}
          value={filters.plateType}
          onValue={set("plateType")}
          options={plates}
        />
        {type === RecordType.Trade ? (
          <SelectField<TradeKind | "">
            label={t`Kind`}
            value={filters.kind}
            onValue={set("kind")}
            options={kinds}
          />
        ) : null}
      </div>
      {type === RecordType.Game ? <GameList filters={filters} /> : <TradeList filters={filters} />}
    </>
  );
}

function GameList({ filters }: { filters: RecordFilters }) {
  const q = useGameRecords(filters);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <GameRows items={items} summary={q.data?.pages[0]?.summary} />
      <More query={q} empty={q.isSuccess && items.length === 0} />
    </>
  );
}

function TradeList({ filters }: { filters: RecordFilters }) {
  const q = useTradeRecords(filters);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <TradeRows items={items} />
      <More query={q} empty={q.isSuccess && items.length === 0} />
    </>
  );
}

interface Pager {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isLoading: boolean;
  fetchNextPage: () => Promise<unknown>;
}

function More({ query, empty }: { query: Pager; empty: boolean }) {
  const sentinel = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (query.isLoading || isFetchingNextPage) {
    return (
      <p className="muted" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (empty) {
    return (
      <p className="muted">
        <Trans>No records in this range.</Trans>
      </p>
    );
  }
  return hasNextPage ? (
    <button
      ref={sentinel}
      type="button"
      className="btn btn--block"
      onClick={() => void fetchNextPage()}
    >
      <Trans>Load more</Trans>
    </button>
  ) : (
    <p className="muted">
      <Trans>That is all.</Trans>
    </p>
  );
}
