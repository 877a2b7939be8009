/** Origins the analytics provider needs; the worker adds them to the CSP only when analytics is configured. */
export const ANALYTICS_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
