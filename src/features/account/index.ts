// Member account: the shared frame and form parts of member screens, and the security settings.
export { MemberPage } from "./ui/member-page";
export { Field, FormRefusal, SelectField, SubmitButton } from "./ui/field";
export { refusalMessage, useGuardedSubmit, useMoneySubmit, type Outcome } from "./ui/use-submit";
export { QrCode } from "./ui/qr-code";
export { copyText, CopyOutcome, useCopy } from "./ui/copy";
export { useMemberInfo, useRefreshMemberInfo } from "./use-member-info";
export { ChangePasswordScreen, ChangeWithdrawalPasswordScreen } from "./security/password-screens";
export { AuthenticatorScreen } from "./security/authenticator-screen";
export { ProfileScreen } from "./profile/profile-screen";
