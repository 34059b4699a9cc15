-- English texts next to the Chinese ones: content answers in the request's Accept-Language.
ALTER TABLE tenants ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE company_images ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE news ADD COLUMN content_en TEXT NOT NULL DEFAULT '';
ALTER TABLE short_menus ADD COLUMN display_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN content_en TEXT NOT NULL DEFAULT '';
ALTER TABLE letters ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE letters ADD COLUMN content_en TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE game_platforms ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
