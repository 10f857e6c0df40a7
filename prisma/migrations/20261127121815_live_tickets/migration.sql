-- CreateTable
CREATE TABLE "LiveTicket" (
    "id" TEXT NOT NULL,
    "userId" INTEGER,
    "sessionId" TEXT,
    "tokenVersion" INTEGER,
    "apiTokenId" INTEGER,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LiveTicket_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveTicket_expiresAt_idx" ON "LiveTicket"("expiresAt");
