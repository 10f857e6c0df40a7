-- API tokens get scopes and an expiry. Tokens issued before this migration keep the rights they
-- had (read and write) and expire 90 days after it runs.
ALTER TABLE "ApiToken" ADD COLUMN     "expiresAt" TIMESTAMP(3) NOT NULL DEFAULT (CURRENT_TIMESTAMP + INTERVAL '90 days'),
ADD COLUMN     "scopes" TEXT[] DEFAULT ARRAY['read', 'write']::TEXT[];
ALTER TABLE "ApiToken" ALTER COLUMN "expiresAt" DROP DEFAULT;
