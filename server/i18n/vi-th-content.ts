// The Vietnamese and Thai wording of the reference platform's seeded content (menus, images,
// news, promotions, letters), keyed by the seed's English text. Seeded rows keep a Chinese and an
// English column; this is their third and fourth language, so only an operator's own untranslated
// text falls back to English. Brand names (tenants, game providers) and game titles stay as they
// are. platform-i18n.test.ts fails when a seeded English text has no entry here.
import { TENANT_SEEDS } from "../modules/core/seed-tenants.ts";

type Row = readonly [en: string, vi: string, th: string];

const FIXED: readonly Row[] = [
  // Lottery draws: the kind of draw, not a brand, so players read it in their language.
  ["Speed Racing", "Đua xe tốc độ", "แข่งรถความเร็ว"],
  ["Every-minute Lotto", "Xổ số mỗi phút", "หวยทุกนาที"],
  ["Fast Three", "Nhanh 3", "ด่วนสาม"],
  ["Mark Six", "Lục hợp thải", "มาร์กซิกซ์"],
  ["Lucky Airship", "Phi thuyền may mắn", "เรือเหาะนำโชค"],
  ["Pick 5 of 11", "Chọn 5 trong 11", "เลือก 5 จาก 11"],
  // The tenants' gambling helplines.
  ["Responsible Play Helpline", "Đường dây hỗ trợ chơi có trách nhiệm", "สายด่วนเล่นอย่างรับผิดชอบ"],
  ["Healthy Play Counselling", "Tư vấn chơi lành mạnh", "ศูนย์ให้คำปรึกษาการเล่นอย่างพอดี"],
  ["Lottery Help Line", "Đường dây trợ giúp xổ số", "สายด่วนช่วยเหลือผู้ซื้อหวย"],
  ["Sports Betting Support Line", "Đường dây hỗ trợ cá cược thể thao", "สายด่วนช่วยเหลือการพนันกีฬา"],
  // Company images and carousel slogans.
  ["Notice", "Thông báo", "ประกาศ"],
  ["Get the app", "Tải ứng dụng", "ดาวน์โหลดแอป"],
  ["App", "Ứng dụng", "แอป"],
  ["100% first deposit bonus", "Thưởng 100% lần nạp đầu", "โบนัสฝากแรก 100%"],
  ["Unlimited daily rebate", "Hoàn trả hằng ngày không giới hạn", "เงินคืนรายวันไม่จำกัด"],
  ["Hundreds of classic slots", "Hàng trăm slot cổ điển", "สล็อตคลาสสิกนับร้อยเกม"],
  ["Slots that never stop paying", "Slot trả thưởng không ngừng", "สล็อตแตกไม่หยุด"],
  ["Live chat, instant answers", "Chat trực tuyến, trả lời ngay", "แชทสด ตอบทันที"],
  ["Weekend quests, big prizes", "Thử thách cuối tuần, giải lớn", "ภารกิจสุดสัปดาห์ รางวัลใหญ่"],
  ["A draw every few minutes", "Vài phút lại có một kỳ quay", "ออกรางวัลทุกไม่กี่นาที"],
  ["Up to 8% lottery bonus", "Thưởng xổ số đến 8%", "โบนัสหวยสูงสุด 8%"],
  ["Verified and secure", "Xác minh, an toàn", "ยืนยันตัวตน ปลอดภัย"],
  ["In-play betting on every match", "Cược trực tiếp mọi trận đấu", "เดิมพันสดทุกแมตช์"],
  ["Parlay rebates every day", "Hoàn trả cược xiên mỗi ngày", "เงินคืนบอลสเต็ปทุกวัน"],
  ["Live dealers, fast rounds", "Chia bài trực tiếp, ván nhanh", "ดีลเลอร์สด เริ่มเกมไว"],
  // News.
  ["Scheduled maintenance", "Bảo trì định kỳ", "ปิดปรับปรุงตามกำหนด"],
  [
    "Every Tuesday 04:00–06:00 some games pause for maintenance.",
    "Thứ Ba hằng tuần 04:00–06:00 một số trò chơi tạm dừng để bảo trì.",
    "ทุกวันอังคาร 04:00–06:00 บางเกมหยุดให้บริการเพื่อปิดปรับปรุง",
  ],
  ["About us", "Về chúng tôi", "เกี่ยวกับเรา"],
  ["New games", "Trò chơi mới", "เกมใหม่"],
  ["Ten new slot games this week.", "Tuần này có thêm 10 trò slot mới.", "สัปดาห์นี้มีสล็อตใหม่ 10 เกม"],
  ["Partner programme", "Hợp tác đại lý", "ร่วมเป็นพันธมิตร"],
  [
    "Refer friends and share the commission.",
    "Giới thiệu bạn bè, cùng chia hoa hồng.",
    "ชวนเพื่อนมาเล่น รับส่วนแบ่งค่าคอมมิชชัน",
  ],
  ["Account safety", "An toàn tài khoản", "ความปลอดภัยของบัญชี"],
  [
    "Turn on two-factor authentication to protect your account.",
    "Hãy bật xác thực hai lớp để bảo vệ tài khoản.",
    "เปิดการยืนยันตัวตนสองขั้นตอนเพื่อปกป้องบัญชีของคุณ",
  ],
  ["Deposit notice", "Lưu ý nạp tiền", "ประกาศการฝากเงิน"],
  [
    "Put your username in the bank transfer note; send USDT on TRC20.",
    "Ghi tên đăng nhập vào nội dung chuyển khoản; gửi USDT qua mạng TRC20.",
    "ระบุชื่อผู้ใช้ในหมายเหตุการโอนเงิน และโอน USDT ผ่านเครือข่าย TRC20",
  ],
  ["Deposit bonus", "Khuyến mãi nạp tiền", "โบนัสเงินฝาก"],
  [
    "5% bonus on the first deposit of each day.",
    "Thưởng 5% cho lần nạp đầu tiên mỗi ngày.",
    "รับโบนัส 5% สำหรับการฝากครั้งแรกของทุกวัน",
  ],
  ["Withdrawal notice", "Lưu ý rút tiền", "ข้อควรทราบการถอนเงิน"],
  [
    "Withdrawals need a withdrawal password and a bound bank card.",
    "Để rút tiền, cần đặt mật khẩu rút tiền và liên kết thẻ ngân hàng.",
    "การถอนเงินต้องตั้งรหัสผ่านถอนเงินและผูกบัตรธนาคาร",
  ],
  // Short menus.
  ["Self rebate", "Tự nhận hoàn trả", "รับเงินคืนด้วยตนเอง"],
  ["Promotions", "Khuyến mãi", "โปรโมชัน"],
  ["Online service", "Hỗ trợ trực tuyến", "บริการออนไลน์"],
  ["QQ service", "Hỗ trợ QQ", "บริการ QQ"],
  ["Promotional link", "Liên kết giới thiệu", "ลิงก์แนะนำ"],
  ["Bonus hall", "Sảnh ưu đãi", "ห้องโบนัส"],
  ["Help", "Trợ giúp", "ช่วยเหลือ"],
  ["Quick deposit", "Nạp nhanh", "ฝากด่วน"],
  // Promotions (a promotion's text opens with its summary and a full stop).
  ["New member first-deposit gift", "Quà nạp đầu cho thành viên mới", "ของขวัญฝากแรกสมาชิกใหม่"],
  ["Daily first-deposit bonus", "Thưởng nạp đầu mỗi ngày", "โบนัสฝากแรกประจำวัน"],
  ["Self-service rebate", "Hoàn trả tự nhận", "รับเงินคืนด้วยตนเอง"],
  ["USDT deposits", "Nạp USDT", "ฝากด้วย USDT"],
  ["Passkey sign-in", "Đăng nhập bằng khóa truy cập", "เข้าสู่ระบบด้วยพาสคีย์"],
  ["Transfer-free wallet", "Ví không cần chuyển", "กระเป๋าไม่ต้องโอน"],
  [
    "One entry per member during the promotion.",
    "Mỗi thành viên chỉ tham gia một lần trong thời gian khuyến mãi.",
    "สมาชิกแต่ละท่านร่วมรายการได้หนึ่งครั้งตลอดระยะเวลาโปรโมชัน",
  ],
  // Letters (and the prefix of the platform's reply to a member's letter).
  ["Re: ", "Trả lời: ", "ตอบกลับ: "],
  ["Welcome aboard", "Chào mừng bạn", "ยินดีต้อนรับ"],
  ["First-deposit bonus is open", "Đã mở thưởng nạp đầu", "โบนัสฝากแรกเปิดแล้ว"],
  ["Claim it on the promotions page.", "Nhận thưởng tại trang khuyến mãi.", "รับได้ที่หน้าโปรโมชัน"],
  ["Security reminder", "Nhắc nhở bảo mật", "แจ้งเตือนความปลอดภัย"],
  [
    "Never share your password with anyone.",
    "Tuyệt đối không chia sẻ mật khẩu với bất kỳ ai.",
    "อย่าบอกรหัสผ่านของคุณกับผู้ใดเด็ดขาด",
  ],
  ["Deposit question", "Hỏi về nạp tiền", "สอบถามเรื่องการฝากเงิน"],
  [
    "How long does a USDT deposit take?",
    "Nạp USDT mất bao lâu thì vào tài khoản?",
    "ฝาก USDT ใช้เวลานานเท่าไรจึงเข้าบัญชี",
  ],
  [
    "We received your letter; customer service answers within 24 hours.",
    "Chúng tôi đã nhận thư của bạn; bộ phận CSKH sẽ trả lời trong 24 giờ.",
    "เราได้รับจดหมายของคุณแล้ว เจ้าหน้าที่จะตอบกลับภายใน 24 ชั่วโมง",
  ],
];

/** Promotion summaries: a promotion's text repeats its summary with a full stop. */
const SUMMARIES: readonly Row[] = [
  [
    "100% on the first deposit, up to 1,888",
    "Thưởng 100% lần nạp đầu, tối đa 1.888",
    "ฝากแรกรับ 100% สูงสุด 1,888",
  ],
  [
    "5% extra on the first deposit each day",
    "Tặng thêm 5% cho lần nạp đầu tiên mỗi ngày",
    "รับเพิ่ม 5% สำหรับการฝากครั้งแรกของแต่ละวัน",
  ],
  [
    "0.5% back on valid bets, claim it any time",
    "Hoàn 0,5% tiền cược hợp lệ, nhận bất cứ lúc nào",
    "คืน 0.5% ของยอดเดิมพันที่ถูกต้อง รับได้ทุกเมื่อ",
  ],
  [
    "Deposit with USDT (TRC20) from 10.00",
    "Nạp bằng USDT (TRC20) từ 10,00",
    "ฝากด้วย USDT (TRC20) ขั้นต่ำ 10.00",
  ],
  [
    "Sign in with your fingerprint or face, no password to type",
    "Đăng nhập bằng vân tay hoặc khuôn mặt, không cần nhập mật khẩu",
    "เข้าสู่ระบบด้วยลายนิ้วมือหรือใบหน้า ไม่ต้องพิมพ์รหัสผ่าน",
  ],
  [
    "Turn it on and your balance follows you into the game",
    "Bật lên, số dư sẽ theo bạn vào trò chơi",
    "เปิดใช้แล้วยอดเงินจะตามคุณเข้าเกม",
  ],
];

/** Texts that name the operator's brand (kept as it is in every language). */
const BRANDED = (brand: string): Row[] => [
  [brand, brand, brand],
  [`Welcome to ${brand}`, `Chào mừng đến với ${brand}`, `ยินดีต้อนรับสู่ ${brand}`],
  [
    `${brand} is live: register to play every game.`,
    `${brand} đã ra mắt: đăng ký để chơi mọi trò chơi.`,
    `${brand} เปิดให้บริการแล้ว สมัครเพื่อเล่นได้ทุกเกม`,
  ],
  [
    `${brand} is licensed and committed to responsible gaming.`,
    `${brand} có giấy phép hợp pháp và cam kết chơi có trách nhiệm.`,
    `${brand} ได้รับใบอนุญาตถูกต้องและมุ่งส่งเสริมการเล่นอย่างรับผิดชอบ`,
  ],
  [
    `${brand} reserves the right of final interpretation.`,
    `${brand} giữ quyền giải thích cuối cùng.`,
    `${brand} ขอสงวนสิทธิ์ในการตีความขั้นสุดท้าย`,
  ],
  [
    `Thanks for joining ${brand}. Have fun!`,
    `Cảm ơn bạn đã tham gia ${brand}. Chúc bạn chơi vui!`,
    `ขอบคุณที่ร่วมเป็นสมาชิก ${brand} ขอให้สนุกกับการเล่น!`,
  ],
];

const ROWS: readonly Row[] = [
  ...FIXED,
  ...SUMMARIES,
  // Thai ends a sentence without a full stop.
  ...SUMMARIES.map(([en, vi, th]): Row => [`${en}.`, `${vi}.`, th]),
  ...TENANT_SEEDS.flatMap((t) => BRANDED(t.name[1])),
];

const TABLE: ReadonlyMap<string, Row> = new Map(ROWS.map((r) => [r[0], r]));

/** Whether a seeded English text has its Vietnamese and Thai wording here. */
export function hasViThContent(en: string): boolean {
  return en.split("\n").every((line) => TABLE.has(line));
}

/**
 * The Vietnamese or Thai wording of a seeded English text, line by line (a promotion's text is
 * lines of the table); undefined when any line is not seeded content.
 */
export function viThContent(locale: "vi" | "th", en: string): string | undefined {
  const i = locale === "vi" ? 1 : 2;
  const lines = en.split("\n").map((line) => TABLE.get(line)?.[i]);
  return lines.every((l) => l !== undefined) ? lines.join("\n") : undefined;
}
