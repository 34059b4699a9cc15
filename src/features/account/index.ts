// Member account: the member's info and the security and profile settings screens.
export { loadMemberInfo, useMemberInfo } from "./use-member-info";
export { ChangePasswordScreen, ChangeWithdrawalPasswordScreen } from "./security/password-screens";
export { AuthenticatorScreen } from "./security/authenticator-screen";
export { PasskeysSection } from "./security/passkeys-screen";
export { ProfileScreen } from "./profile/profile-screen";
export { ReauthField, useReauth } from "./security/reauth-field";
