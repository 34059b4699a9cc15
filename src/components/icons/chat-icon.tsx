import { Icon, type IconProps } from "./icon";

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" />
    </Icon>
  );
}
