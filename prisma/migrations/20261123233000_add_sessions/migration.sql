-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "userAgent" TEXT,
    "ipAddress" TEXT,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Session_userId_revokedAt_idx" ON "Session"("userId", "revokedAt");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A revoked, shortened or deleted session is announced on viewer_change with its user's id, so every
-- API instance drops the caller rows it keeps for that user (api/src/auth/viewerRows.ts) before the
-- token is used again. Refreshing "lastSeenAt" is bookkeeping and announces nothing.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('viewer_change', '*');
  ELSE
    PERFORM pg_notify('viewer_change', OLD."userId"::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Session_viewer_change"
  AFTER UPDATE OF "id", "userId", "expiresAt", "revokedAt" OR DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "Session_viewer_change_truncate"
  AFTER TRUNCATE ON "Session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
