/**
 * doc 1 §7: the tenant's brand colour (theme.primaryColor) is used when it is a plain hex
 * colour (#rgb to #rrggbbaa); anything else is ignored and the portal's own colour stays. It
 * is written into the page's --brand by the server that draws a page and by the app that
 * starts without one, so both take it from here.
 */
export function brandColour(primaryColor: string | null | undefined): string | null {
  return primaryColor && /^#[0-9a-f]{3,8}$/i.test(primaryColor) ? primaryColor : null;
}
