// The desk's quick replies: what agents say most, in each of the players' languages, so an agent
// answers a Thai player in Thai without writing Thai (docs/desk.md "Quick replies").
import type { Locale } from "../../i18n/locale.ts";

export const QUICK_REPLIES: Readonly<Record<Locale, readonly string[]>> = {
  "zh-hans": [
    "您好，我是本次为您服务的客服，请问有什么可以帮您？",
    "请稍等，我正在为您查询。",
    "您的存款已到账，请刷新余额查看。",
    "取款正在审核中，一般几分钟内完成。",
    "感谢您的耐心等待，还有其他可以帮您的吗？",
  ],
  "zh-hant": [
    "您好，我是本次為您服務的客服，請問有什麼可以幫您？",
    "請稍等，我正在為您查詢。",
    "您的存款已入帳，請重新整理餘額查看。",
    "取款正在審核中，一般幾分鐘內完成。",
    "感謝您的耐心等候，還有其他可以幫您的嗎？",
  ],
  en: [
    "Hello, I am here to help you. What can I do for you?",
    "One moment please, I am checking this for you.",
    "Your deposit has arrived; refresh your balance to see it.",
    "Your withdrawal is being reviewed; this usually takes a few minutes.",
    "Thank you for waiting. Is there anything else I can help with?",
  ],
  vi: [
    "Xin chào, tôi sẽ hỗ trợ bạn. Tôi có thể giúp gì cho bạn?",
    "Vui lòng chờ một chút, tôi đang kiểm tra cho bạn.",
    "Tiền nạp đã vào tài khoản; hãy làm mới số dư để xem.",
    "Lệnh rút tiền đang được duyệt, thường mất vài phút.",
    "Cảm ơn bạn đã chờ. Bạn còn cần hỗ trợ gì nữa không?",
  ],
  th: [
    "สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้ช่วยไหมคะ",
    "กรุณารอสักครู่ กำลังตรวจสอบให้ค่ะ",
    "เงินฝากของคุณเข้าแล้ว รีเฟรชยอดเงินเพื่อดูได้เลยค่ะ",
    "การถอนเงินกำลังตรวจสอบ โดยปกติใช้เวลาไม่กี่นาที",
    "ขอบคุณที่รอค่ะ มีอะไรให้ช่วยเพิ่มเติมไหมคะ",
  ],
};
