export { LoginScreen } from "./login-screen";
export { RegisterScreen } from "./register-screen";
export { forgetAccount } from "./remembered-account";
export { AgreementScreen } from "./agreement-screen";
