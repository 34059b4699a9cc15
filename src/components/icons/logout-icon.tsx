import { Icon, type IconProps } from "./icon";

export function LogoutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5" />
      <path d="m15 8 4 4-4 4M19 12H9" />
    </Icon>
  );
}
