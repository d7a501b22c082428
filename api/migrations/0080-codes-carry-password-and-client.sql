-- A registration's code carries that registration's password hash: the account takes the password
-- of whoever proved the mailbox with the code (decision 0103). Codes and failed entries remember the
-- client address that caused them, so the daily caps throttle that client, not the account (0105).
ALTER TABLE email_codes ADD COLUMN password_hash text;
ALTER TABLE email_codes ADD COLUMN client text;
ALTER TABLE code_failures ADD COLUMN client text;
