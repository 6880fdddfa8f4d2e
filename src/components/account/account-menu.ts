/** The header's account menu button (the first name), for code that must find it without importing its component. */
export const ACCOUNT_MENU_BUTTON = '[data-account-menu-button]'
