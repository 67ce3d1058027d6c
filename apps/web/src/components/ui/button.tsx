import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Link } from 'wouter';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';
const cls = (variant: Variant, extra?: string) =>
  [styles.button, variant !== 'primary' ? styles[variant] : '', extra].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; ref?: Ref<HTMLButtonElement> }) {
  return <button type="button" {...props} className={cls(variant, className)} />;
}

export function ButtonLink({
  variant = 'primary',
  className,
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; variant?: Variant }) {
  return <Link href={href} {...props} className={cls(variant, className)} />;
}

/** For targets outside the app (sign-in, sign-out, the platform). */
export function ButtonAnchor({
  variant = 'primary',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a {...props} className={cls(variant, className)} />;
}
