import { Icon, type IconProps } from "./icon";

/** Two-factor authenticator (TOTP). */
export function TwoFactorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z" />
      <circle cx="12" cy="11" r="2" />
      <path d="M12 13v3" />
    </Icon>
  );
}
