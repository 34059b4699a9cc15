export type { UserInfo } from "../../api/contract/account";
export type { LoginResult } from "../../api/contract/auth";
