/**
 * What Auth accepts as a password, the same in the hosted project and the local one:
 * supabase/config.toml `minimum_password_length`; bcrypt reads 72 bytes at most (Auth refuses more).
 */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 72
