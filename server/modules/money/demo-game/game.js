// Demo game client: exchanges the one-time ticket (?t=) for a session, then plays rounds.
// Plain browser JS served as a classic script file (the CSP forbids inline script). The app frames
// this page sandboxed without allow-same-origin, so it runs as an opaque origin: the API answers
// CORS, and nothing here may rely on location.origin, storage or history URL changes.
const en = !/^zh/i.test(navigator.language || "");
const T = en
  ? {
      leave: "Leave game",
      balance: "Balance",
      bet: "Bet",
      play: "Play",
      win: "You win",
      lose: "No win",
      rounds: "Recent rounds",
      failed: "Request failed",
    }
  : {
      leave: "离开游戏",
      balance: "余额",
      bet: "投注",
      play: "开始",
      win: "赢得",
      lose: "未中奖",
      rounds: "最近回合",
      failed: "请求失败",
    };
const SYMBOLS = ["🍒", "🍋", "🔔", "⭐", "💎", "7"];
const $ = (id) => document.getElementById(id);
let session = null;

async function call(path, body, headers = {}) {
  const res = await fetch(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-language": en ? "en" : "zh-hans",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({ ok: false, message: T.failed }));
  if (!data.ok) throw new Error(data.message || T.failed);
  return data.result;
}

function show(message) {
  $("result").textContent = message;
}

function reels(multiplier) {
  const pick = () => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
  const hit = Number(multiplier) > 0 ? pick() : null;
  ["r0", "r1", "r2"].forEach((id, i) => {
    $(id).textContent = hit && i < 2 + (Number(multiplier) >= 2 ? 1 : 0) ? hit : pick();
  });
}

function newKey() {
  if (window.crypto && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function leave() {
  if (window.opener) return window.close();
  location.href = "/";
}

async function start() {
  $("leave").textContent = T.leave;
  $("balance-label").textContent = T.balance;
  $("bet-label").textContent = T.bet;
  $("spin").textContent = T.play;
  $("history").setAttribute("aria-label", T.rounds);
  $("leave").addEventListener("click", leave);
  // Framed, the app's bar holds the one way out: a second "Leave game" inside the frame made two.
  $("leave").hidden = window.parent !== window;
  const ticket = new URLSearchParams(location.search).get("t") || "";
  try {
    // Keep the used ticket out of the address bar and history (not allowed in an opaque sandbox).
    history.replaceState(null, "", location.pathname);
  } catch {
    // sandboxed: nothing to hide from
  }
  try {
    const s = await call("/demo-game/api/open", { ticket });
    session = s.session;
    document.title = s.gameName;
    $("title").textContent = s.gameName;
    $("balance").textContent = s.balance;
    $("spin").disabled = false;
  } catch (err) {
    show(err.message);
  }
  $("play").addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!session) return;
    $("spin").disabled = true;
    try {
      const r = await call(
        "/demo-game/api/round",
        { session, bet: $("bet").value },
        { "idempotency-key": newKey() },
      );
      reels(r.multiplier);
      $("balance").textContent = r.balance;
      show(Number(r.win) > 0 ? `${T.win} ${r.win}` : T.lose);
      const li = document.createElement("li");
      li.textContent = `${T.bet} ${r.bet} → ${r.win}`;
      $("history").prepend(li);
    } catch (err) {
      show(err.message);
    } finally {
      $("spin").disabled = false;
    }
  });
}

start();
