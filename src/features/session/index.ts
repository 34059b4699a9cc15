export {
  avatarAtom,
  clearSessionAtom,
  isLoggedInAtom,
  nicknameAtom,
  rememberAtom,
  setUserInfoAtom,
  signInAtom,
  TOKEN_KEY,
  tokenAtom,
  uidAtom,
  userInfoAtom,
} from "./atoms";
export { persistedAtom, STORAGE_PREFIX } from "./persisted";
export { isSafeRedirect, validateRedirectSearch, type RedirectSearch } from "./redirect";
export type { LoginResult, UserInfo } from "./types";
export { completeSignIn, endSession, loadUserInfo, logout } from "./lifecycle";
