-- Profile facts of SPEC section 2: status, residential address, taxpayer id (IIN/BIN).
-- NULL status means "not said yet"; empty texts mean "not given". The API checks the IIN/BIN's
-- check digit; the database keeps only the shape, so a bad row can never be 12 arbitrary characters.
ALTER TABLE users ADD COLUMN status text CHECK (status IN ('individual', 'legal_entity'));
ALTER TABLE users ADD COLUMN residential_address text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN taxpayer_id text NOT NULL DEFAULT '' CHECK (taxpayer_id ~ '^([0-9]{12})?$');
