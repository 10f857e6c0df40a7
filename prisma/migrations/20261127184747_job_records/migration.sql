-- CreateTable
CREATE TABLE "JobRecord" (
    "id" BIGINT NOT NULL,
    "kind" TEXT NOT NULL,
    "pid" INTEGER,
    "record" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastTriedAt" TIMESTAMP(3),
    "nextTryAt" TIMESTAMP(3),

    CONSTRAINT "JobRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobRecord_lastTriedAt_idx" ON "JobRecord"("lastTriedAt");

-- CreateIndex
CREATE INDEX "JobRecord_pid_lastTriedAt_idx" ON "JobRecord"("pid", "lastTriedAt");
