/**
 * The staff login's captcha travels from the admin's login page (a widget solves it) to
 * `POST /auth/user/emailpass` in this cookie, scoped to the staff auth routes. No imports: the
 * admin bundle reads it too.
 */
export const STAFF_CAPTCHA_COOKIE = "dreamshade_staff_captcha"
export const STAFF_CAPTCHA_PATH = "/auth/user"
export const STAFF_CAPTCHA_CHALLENGE = "/auth/user/captcha"
