export {
  avatarAtom,
  isLoggedInAtom,
  newAccountAtom,
  nicknameAtom,
  setUserInfoAtom,
  signInAtom,
  TOKEN_KEY,
  tokenAtom,
  uidAtom,
  userInfoAtom,
} from "./atoms";
export { persistedAtom, STORAGE_PREFIX } from "./persisted";
export { isSafeRedirect, validateSignUpSearch } from "./redirect";
export type { UserInfo } from "./types";
export { completeSignIn, endSession, loadUserInfo, logout } from "./lifecycle";
