-- A social sign-in code is issued under the account's token version and exchanged only while that
-- version holds, so a password change or recovery inside the code's minute leaves it worthless
-- (decision 0114). Codes written before this column have none and are refused: they live a minute.
ALTER TABLE social_sign_in_codes ADD COLUMN token_version integer;
