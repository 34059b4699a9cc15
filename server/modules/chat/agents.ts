// The service agents every tenant's chat offers, and the canned answers they give. The agent is a
// small rule set, not a person: it reads keywords in the guest's message and answers in the
// language the guest's app asked for (Accept-Language).
import type { ChatAgent } from "../../../src/api/contract/chat.ts";
import type { Locale } from "../../i18n/locale.ts";

/** A text in each of the app's five languages. */
type Texts = Readonly<Record<Locale, string>>;

interface AgentDef {
  uid: string;
  name: Texts;
  avatar: string;
  /** The agent's first message in a new conversation. */
  greeting: Texts;
}

export const AGENTS: readonly AgentDef[] = [
  {
    uid: "svc-1",
    name: {
      "zh-hans": "在线客服",
      "zh-hant": "線上客服",
      en: "Customer Service",
      vi: "CSKH trực tuyến",
      th: "ฝ่ายบริการลูกค้า",
    },
    avatar: "/api/v3/vip-im/avatar/svc-1.svg",
    greeting: {
      "zh-hans": "您好！这里是在线客服，请问有什么可以帮您？",
      "zh-hant": "您好！這裡是線上客服，請問有什麼可以幫您？",
      en: "Hello! This is Customer Service. How can I help you today?",
      vi: "Xin chào! Đây là bộ phận CSKH trực tuyến. Tôi có thể giúp gì cho bạn?",
      th: "สวัสดีค่ะ ฝ่ายบริการลูกค้ายินดีให้บริการ มีอะไรให้ช่วยไหมคะ",
    },
  },
  {
    uid: "svc-2",
    name: {
      "zh-hans": "财务专员",
      "zh-hant": "財務專員",
      en: "Payments Desk",
      vi: "Bộ phận thanh toán",
      th: "ฝ่ายการเงิน",
    },
    avatar: "/api/v3/vip-im/avatar/svc-2.svg",
    greeting: {
      "zh-hans": "您好！这里是财务专员，请问有什么可以帮您？",
      "zh-hant": "您好！這裡是財務專員，請問有什麼可以幫您？",
      en: "Hello! This is the Payments Desk. How can I help you today?",
      vi: "Xin chào! Đây là bộ phận thanh toán. Tôi có thể giúp gì cho bạn?",
      th: "สวัสดีค่ะ ฝ่ายการเงินยินดีให้บริการ มีอะไรให้ช่วยไหมคะ",
    },
  },
];

export const DEFAULT_AGENT_UID = "svc-1";

export function findAgent(uid: string): AgentDef | undefined {
  return AGENTS.find((a) => a.uid === uid);
}

export function agentView(def: AgentDef, locale: Locale): ChatAgent {
  return { uid: def.uid, nickname: def.name[locale], avatar: def.avatar, online: true };
}

export function greeting(def: AgentDef, locale: Locale): string {
  return def.greeting[locale];
}

interface Rule {
  test: RegExp;
  answer: Texts;
}

const RULES: Rule[] = [
  {
    test: /deposit|top ?up|recharge|nạp|ฝาก|充值|存款|入款|儲值/i,
    answer: {
      "zh-hans": "存款请点击底部的“存款”，选择银行转账或 USDT，按步骤操作即可，几分钟内到账。",
      "zh-hant": "存款請點選底部的「存款」，選擇銀行轉帳或 USDT，依步驟操作即可，幾分鐘內入帳。",
      en: "To deposit, open Deposit from the tab bar, pick bank transfer or USDT, and follow the steps. Deposits are credited within a few minutes.",
      vi: "Để nạp tiền, mở mục Nạp tiền ở thanh dưới, chọn chuyển khoản ngân hàng hoặc USDT rồi làm theo hướng dẫn. Tiền vào tài khoản trong vài phút.",
      th: "ฝากเงินได้ที่เมนูฝากเงินด้านล่าง เลือกโอนผ่านธนาคารหรือ USDT แล้วทำตามขั้นตอน เงินเข้าบัญชีภายในไม่กี่นาที",
    },
  },
  {
    test: /withdraw|cash ?out|rút|ถอน|提现|取款|出款|提領/i,
    answer: {
      "zh-hans": "取款请先绑定银行卡，然后进入“取款”并输入取款密码，一般几分钟内审核完成。",
      "zh-hant": "取款請先綁定銀行卡，然後進入「取款」並輸入取款密碼，一般幾分鐘內審核完成。",
      en: "To withdraw, bind a bank card first, then open Withdraw and enter your withdrawal password. Withdrawals are usually approved within minutes.",
      vi: "Để rút tiền, hãy liên kết thẻ ngân hàng trước, sau đó mở mục Rút tiền và nhập mật khẩu rút tiền. Lệnh rút thường được duyệt trong vài phút.",
      th: "ถอนเงินได้โดยผูกบัตรธนาคารก่อน แล้วเปิดเมนูถอนเงินและใส่รหัสผ่านถอนเงิน โดยปกติอนุมัติภายในไม่กี่นาที",
    },
  },
  {
    test: /password|login|log in|mật khẩu|đăng nhập|รหัสผ่าน|เข้าสู่ระบบ|密码|登录|密碼|登入/i,
    answer: {
      "zh-hans":
        "您可以在“设置 → 修改密码”中修改密码。如果忘记密码，请告诉我您的用户名，我来协助您重置。",
      "zh-hant":
        "您可以在「設定 → 修改密碼」中修改密碼。如果忘記密碼，請告訴我您的帳號，我來協助您重設。",
      en: "You can change your password under Settings → Change password. If you forgot it, tell me your user name and I will help you reset it.",
      vi: "Bạn có thể đổi mật khẩu tại Cài đặt → Đổi mật khẩu. Nếu quên mật khẩu, hãy cho tôi biết tên đăng nhập, tôi sẽ giúp bạn đặt lại.",
      th: "เปลี่ยนรหัสผ่านได้ที่ ตั้งค่า → เปลี่ยนรหัสผ่าน หากลืมรหัสผ่าน แจ้งชื่อผู้ใช้ของคุณ แล้วเราจะช่วยตั้งใหม่ให้",
    },
  },
  {
    test: /bonus|promo|rebate|khuyến mãi|hoàn trả|โบนัส|โปรโม|เงินคืน|优惠|活动|返水|優惠|活動/i,
    answer: {
      "zh-hans": "最新优惠请查看“优惠活动”页面，返水可在“会员中心 → 自助返水”中领取。",
      "zh-hant": "最新優惠請查看「優惠活動」頁面，返水可在「會員中心 → 自助返水」中領取。",
      en: "Current offers are on the Promotions page, and rebates can be claimed under Member centre → Self-service rebate.",
      vi: "Ưu đãi mới nhất có ở trang Khuyến mãi; hoàn trả nhận tại Hội viên → Tự nhận hoàn trả.",
      th: "ดูข้อเสนอล่าสุดได้ที่หน้าโปรโมชัน และรับเงินคืนได้ที่ สมาชิก → รับเงินคืนด้วยตนเอง",
    },
  },
  {
    test: /^(hi|hello|hey|chào|xin chào)\b|สวัสดี|你好|您好|在吗|在嗎/i,
    answer: {
      "zh-hans": "您好！请问有什么可以帮您？",
      "zh-hant": "您好！請問有什麼可以幫您？",
      en: "Hello! What can I do for you?",
      vi: "Xin chào! Tôi có thể giúp gì cho bạn?",
      th: "สวัสดีค่ะ มีอะไรให้ช่วยไหมคะ",
    },
  },
];

// When no rule fits: the way to a person, in the words of the app's button.
const NOTED: Texts = {
  "zh-hans":
    "感谢您的留言，我已记录。如果没有解答您的问题，请点击“转人工客服”，客服人员会在这里回复您。",
  "zh-hant":
    "感謝您的留言，我已記錄。如果沒有解答您的問題，請點選「轉真人客服」，客服人員會在這裡回覆您。",
  en: "Thank you for your message, I have noted it. If this does not answer your question, tap “Talk to a person” and someone from our team will answer here.",
  vi: "Cảm ơn bạn đã nhắn tin, tôi đã ghi nhận. Nếu câu trả lời chưa giúp được bạn, hãy nhấn “Nói chuyện với nhân viên”, nhân viên của chúng tôi sẽ trả lời tại đây.",
  th: "ขอบคุณสำหรับข้อความ เราบันทึกไว้แล้ว หากยังไม่ได้คำตอบที่ต้องการ แตะ “คุยกับเจ้าหน้าที่” แล้วเจ้าหน้าที่จะตอบที่นี่",
};

const HANDED_OFF: Texts = {
  "zh-hans": "已为您转接人工客服，客服人员会尽快在这里回复您，您可以先离开此页面，稍后回来查看。",
  "zh-hant": "已為您轉接真人客服，客服人員會盡快在這裡回覆您，您可以先離開此頁面，稍後回來查看。",
  en: "I have passed this conversation to a person on our service team. They will answer here as soon as they can; you may leave this screen and come back.",
  vi: "Tôi đã chuyển cuộc trò chuyện này cho nhân viên chăm sóc khách hàng. Họ sẽ trả lời tại đây sớm nhất có thể; bạn có thể rời màn hình này và quay lại sau.",
  th: "เราได้ส่งต่อการสนทนานี้ให้เจ้าหน้าที่แล้ว เจ้าหน้าที่จะตอบที่นี่โดยเร็วที่สุด คุณออกจากหน้านี้แล้วกลับมาดูภายหลังได้",
};

// Outside the desk's hours: the hand-over still queues the conversation, and says when.
const AWAY: Texts = {
  "zh-hans": "已为您转接人工客服。现在是非服务时间，客服人员将于 {time} 起在这里回复您。",
  "zh-hant": "已為您轉接真人客服。現在是非服務時間，客服人員將於 {time} 起在這裡回覆您。",
  en: "I have passed this conversation to our service team. They are away now; a person will answer here from {time}.",
  vi: "Tôi đã chuyển cuộc trò chuyện này cho nhân viên chăm sóc khách hàng. Hiện ngoài giờ làm việc; nhân viên sẽ trả lời tại đây từ {time}.",
  th: "เราได้ส่งต่อการสนทนานี้ให้เจ้าหน้าที่แล้ว ขณะนี้อยู่นอกเวลาทำการ เจ้าหน้าที่จะตอบที่นี่ตั้งแต่ {time}",
};

// A person took the (await conversation (a claim, or a hand-over from another agent)).
const JOINED: Texts = {
  "zh-hans": "客服 {name} 已接入，正在为您服务。",
  "zh-hant": "客服 {name} 已接入，正在為您服務。",
  en: "{name} from our service team has joined the chat.",
  vi: "Nhân viên {name} đã tham gia cuộc trò chuyện.",
  th: "เจ้าหน้าที่ {name} เข้าร่วมการสนทนาแล้ว",
};

// The person ended their part; the canned agent answers again.
const CLOSED: Texts = {
  "zh-hans": "{name} 已结束本次人工服务。如需再次联系人工客服，请点击“转人工客服”。",
  "zh-hant": "{name} 已結束本次真人服務。如需再次聯絡真人客服，請點選「轉真人客服」。",
  en: "{name} has closed this conversation. Tap “Talk to a person” if you need us again.",
  vi: "{name} đã kết thúc cuộc trò chuyện. Nhấn “Nói chuyện với nhân viên” nếu bạn cần hỗ trợ thêm.",
  th: "{name} ปิดการสนทนานี้แล้ว แตะ “คุยกับเจ้าหน้าที่” หากต้องการความช่วยเหลืออีกครั้ง",
};

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, k: string) => vars[k] ?? all);

/** The hand-over notice while the desk is closed; `time` is the next opening, already written. */
export function awayNotice(locale: Locale, time: string): string {
  return fill(AWAY[locale], { time });
}

export function joinedNotice(locale: Locale, name: string): string {
  return fill(JOINED[locale], { name });
}

export function closedNotice(locale: Locale, name: string): string {
  return fill(CLOSED[locale], { name });
}

/** The agent's answer to one guest message. */
export function cannedReply(text: string, locale: Locale): string {
  return (RULES.find((r) => r.test.test(text))?.answer ?? NOTED)[locale];
}

/** The agent's message when the guest asks for a person: the conversation now waits for one. */
export function handOffNotice(locale: Locale): string {
  return HANDED_OFF[locale];
}

/** What a guest without a member account is called, by the id part of its nickname. */
export function guestLabel(nickname: string, locale: Locale): string {
  const word: Texts = {
    "zh-hans": "访客",
    "zh-hant": "訪客",
    en: "Guest",
    vi: "Khách",
    th: "ผู้เยี่ยมชม",
  };
  return `${word[locale]} ${nickname}`;
}
