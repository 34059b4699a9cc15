export { LoginScreen } from "./login-screen";
export { RegisterScreen } from "./register-screen";
export { forgetAccount, recallAccount, rememberAccount } from "./remembered-account";
export { AgreementScreen } from "./agreement-screen";
