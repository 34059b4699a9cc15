// The help centre's questions and answers, written in the app (every locale's catalog): what
// this platform does, so an answer never promises what a player cannot do.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface HelpTopic {
  /** The section's anchor (`/help#money`). */
  id: string;
  title: MessageDescriptor;
  items: readonly { q: MessageDescriptor; a: MessageDescriptor }[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: "account",
    title: msg`Account and sign-in`,
    items: [
      {
        q: msg`I forgot my password. What can I do?`,
        a: msg`If you added a passkey, sign in with it on the login screen. Otherwise contact customer service: a person checks that the account is yours and sets a new password, then tells you how to sign in.`,
      },
      {
        q: msg`How do I keep my account safe?`,
        a: msg`Turn on two-factor authentication or add a passkey in the member centre, and never share your password or codes, not even with customer service.`,
      },
    ],
  },
  {
    id: "money",
    title: msg`Deposits and withdrawals`,
    items: [
      {
        q: msg`How do I deposit?`,
        a: msg`Open Deposit, choose a method and an amount, and follow the steps shown. Put your username in a bank transfer's note; send USDT on the TRC20 network.`,
      },
      {
        q: msg`Why can't I withdraw yet?`,
        a: msg`A withdrawal needs a withdrawal password and a bound bank card. A deposit bonus must be played through first; the withdrawal screen shows how much is left.`,
      },
    ],
  },
  {
    id: "promotions",
    title: msg`Promotions and rebate`,
    items: [
      {
        q: msg`How does the rebate work?`,
        a: msg`Part of your valid bets comes back as a rebate. Open Self rebate to see what you have earned and claim it at any time.`,
      },
      {
        q: msg`How do I get a deposit bonus?`,
        a: msg`The first deposit and the first deposit of each day earn a bonus by themselves; each promotion's page says its amount and conditions.`,
      },
    ],
  },
  {
    id: "partners",
    title: msg`Partner programme`,
    items: [
      {
        q: msg`Can I earn by inviting friends?`,
        a: msg`Partners earn a share of their friends' play. Ask customer service to join: they set up your partner account and send you your own invitation link.`,
      },
    ],
  },
  {
    id: "games",
    title: msg`Playing games`,
    items: [
      {
        q: msg`A game does not open. What should I try?`,
        a: msg`Check your connection and try again. A provider may pause its games for maintenance; the notices on the home screen say when.`,
      },
    ],
  },
];
