-- A sign-in in flight is bound to the browser that began it (login CSRF): the hash of a
-- random value kept in that browser's cookie. Rows without one (begun before this
-- migration) are never finished.
ALTER TABLE login_attempts ADD COLUMN browser_key text;
