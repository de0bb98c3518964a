-- A skill as a comparable key: lower case, punctuation dropped (C++ and C# keep their signs), common synonyms
-- folded (JS -> javascript). IMMUTABLE so generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION hub_skill_key(skill text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE k
      WHEN 'js' THEN 'javascript' WHEN 'ecmascript' THEN 'javascript' WHEN 'es6' THEN 'javascript'
      WHEN 'ts' THEN 'typescript'
      WHEN 'node' THEN 'nodejs'
      WHEN 'reactjs' THEN 'react' WHEN 'vuejs' THEN 'vue' WHEN 'angularjs' THEN 'angular'
      WHEN 'postgres' THEN 'postgresql' WHEN 'psql' THEN 'postgresql'
      WHEN 'py' THEN 'python' WHEN 'golang' THEN 'go'
      WHEN 'k8s' THEN 'kubernetes'
      WHEN 'ml' THEN 'machinelearning' WHEN 'ai' THEN 'artificialintelligence'
      WHEN 'ux' THEN 'uxdesign' WHEN 'ui' THEN 'uidesign'
      WHEN 'hr' THEN 'humanresources' WHEN 'pm' THEN 'projectmanagement'
      WHEN 'msexcel' THEN 'excel' WHEN 'microsoftexcel' THEN 'excel'
      WHEN 'seo' THEN 'searchengineoptimization'
      ELSE k END
    FROM (SELECT regexp_replace(lower(trim(coalesce(skill, ''))), '[^a-z0-9+#]+', '', 'g') AS k) normalised
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hub_skill_keys(skills text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT key ORDER BY key), '{}'::text[])
    FROM (SELECT hub_skill_key(s) AS key FROM unnest(coalesce(skills, '{}'::text[])) s) keys
    WHERE key <> ''
  $$;
--> statement-breakpoint
ALTER TABLE "cv_entries" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (hub_skill_keys(skills)) STORED;--> statement-breakpoint
ALTER TABLE "cv_entries" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', hub_words(skills)), 'A') || setweight(to_tsvector('english', coalesce(bio, '') || ' ' || coalesce(experience, '')), 'B') || setweight(to_tsvector('english', coalesce(cv_text, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "cv_entries_skill_keys_idx" ON "cv_entries" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "cv_entries_search_vector_idx" ON "cv_entries" USING gin ("search_vector");