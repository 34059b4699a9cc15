/** User info as GetUserByUid answers it (spec §3); extra fields pass through untouched. */
export interface UserInfo {
  userName: string;
  realName?: string;
  twoFactorEnabled?: boolean;
  nickname?: string;
  fullAvata?: string;
  [field: string]: unknown;
}

/** Result of POST /api/vipuser/Login and /Rigster (spec §3). */
export interface LoginResult {
  id: number;
  token: string;
  balance: string;
}
