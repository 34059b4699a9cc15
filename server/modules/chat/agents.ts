// The service agents every tenant's chat offers, and the canned answers they give. The agent is a
// small rule set, not a person: it reads keywords in the guest's message and answers in the
// language the guest's app asked for (Accept-Language).
import type { ChatAgent } from "../../../src/api/contract/chat.ts";

type Lang = "en" | "zh-hans";

interface AgentDef {
  uid: string;
  name: Record<Lang, string>;
  avatar: string;
}

export const AGENTS: readonly AgentDef[] = [
  {
    uid: "svc-1",
    name: { en: "Customer Service", "zh-hans": "在线客服" },
    avatar: "/api/v3/vip-im/avatar/svc-1.svg",
  },
  {
    uid: "svc-2",
    name: { en: "Payments Desk", "zh-hans": "财务专员" },
    avatar: "/api/v3/vip-im/avatar/svc-2.svg",
  },
];

export const DEFAULT_AGENT_UID = "svc-1";

export function findAgent(uid: string): AgentDef | undefined {
  return AGENTS.find((a) => a.uid === uid);
}

export function agentView(def: AgentDef, lang: Lang): ChatAgent {
  return { uid: def.uid, nickname: def.name[lang], avatar: def.avatar, online: true };
}

export function greeting(def: AgentDef, lang: Lang): string {
  return lang === "en"
    ? `Hello! This is ${def.name.en}. How can I help you today?`
    : `您好！这里是${def.name["zh-hans"]}，请问有什么可以帮您？`;
}

interface Rule {
  test: RegExp;
  en: string;
  zh: string;
}

const RULES: Rule[] = [
  {
    test: /deposit|top ?up|recharge|充值|存款|入款/i,
    en: "To deposit, open Deposit from the tab bar, pick bank transfer or USDT, and follow the steps. Deposits are credited within a few minutes.",
    zh: "充值请点击底部的“充值”，选择银行转账或 USDT，按步骤操作即可，几分钟内到账。",
  },
  {
    test: /withdraw|cash ?out|提现|取款|出款/i,
    en: "To withdraw, bind a bank card first, then open Withdraw and enter your withdrawal password. Withdrawals are usually approved within minutes.",
    zh: "提现请先绑定银行卡，然后进入“提现”并输入取款密码，一般几分钟内审核完成。",
  },
  {
    test: /password|login|log in|密码|登录/i,
    en: "You can change your password under Settings → Change password. If you forgot it, tell me your user name and I will help you reset it.",
    zh: "您可以在“设置 → 修改密码”中修改密码。如果忘记密码，请告诉我您的用户名，我来协助您重置。",
  },
  {
    test: /bonus|promo|rebate|优惠|活动|返水/i,
    en: "Current offers are on the Promotions page, and rebates can be claimed under Member centre → Self-service rebate.",
    zh: "最新优惠请查看“优惠活动”页面，返水可在“会员中心 → 自助返水”中领取。",
  },
  {
    test: /^(hi|hello|hey)\b|你好|您好|在吗/i,
    en: "Hello! What can I do for you?",
    zh: "您好！请问有什么可以帮您？",
  },
];

/** The agent's answer to one guest message. */
export function cannedReply(text: string, lang: Lang): string {
  const rule = RULES.find((r) => r.test.test(text));
  if (rule) return lang === "en" ? rule.en : rule.zh;
  return lang === "en"
    ? "Thank you for your message, I have noted it. If this does not answer your question, tap “Talk to a person” and someone from our team will answer here."
    : "感谢您的留言，我已记录。如果没有解答您的问题，请点击“转人工客服”，客服人员会在这里回复您。";
}

/** The agent's message when the guest asks for a person: the conversation now waits for one. */
export function handOffNotice(lang: Lang): string {
  return lang === "en"
    ? "I have passed this conversation to a person on our service team. They will answer here as soon as they can; you may leave this screen and come back."
    : "已为您转接人工客服，客服人员会尽快在这里回复您，您可以先离开此页面，稍后回来查看。";
}
