/** Icon sizes of the spec (1): favicons and apple touch icons, all rendered from client/icons/logo.svg. */
export const FAVICON_SIZES = [16, 32, 96] as const;
export const TOUCH_ICON_SIZES = [76, 120, 152, 167, 180] as const;

/** Public path of a favicon PNG. */
export const faviconPath = (size: number): string => `/favicon-${size}x${size}.png`;
/** Public path of an apple touch icon PNG. */
export const touchIconPath = (size: number): string => `/apple-touch-icon-${size}x${size}.png`;
