-- CreateTable
CREATE TABLE "JobWorker" (
    "id" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobWorker_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobWorker_seenAt_idx" ON "JobWorker"("seenAt");
