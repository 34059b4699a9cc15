import { Icon, type IconProps } from "./icon";

/** A coupon: the bonus hall, where offers are claimed. */
export function CouponIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 7h18v3.2a1.8 1.8 0 0 0 0 3.6V17H3v-3.2a1.8 1.8 0 0 0 0-3.6z" />
      <path d="M9.5 7.5v1.5M9.5 11.2v1.6M9.5 15v1.5" />
    </Icon>
  );
}
