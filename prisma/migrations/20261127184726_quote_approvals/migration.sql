-- AlterTable
ALTER TABLE "Platform" ADD COLUMN     "marginFloorPercent" DECIMAL(5,2),
ADD COLUMN     "maxDiscountPercents" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "QuoteLine" ADD COLUMN     "listPrice" DECIMAL(12,2),
ADD COLUMN     "priceSetByLevel" INTEGER;

-- CreateTable
CREATE TABLE "QuoteApproval" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "comment" TEXT NOT NULL DEFAULT '',
    "lines" JSONB NOT NULL DEFAULT '[]',
    "totalCost" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "requestedByUserId" INTEGER,
    "requestedByName" TEXT NOT NULL DEFAULT '',
    "decidedByUserId" INTEGER,
    "decidedByName" TEXT NOT NULL DEFAULT '',
    "decisionComment" TEXT NOT NULL DEFAULT '',
    "decidedAt" TIMESTAMP(3),
    "voidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuoteApproval_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QuoteApproval_pid_status_createdAt_id_idx" ON "QuoteApproval"("pid", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "QuoteApproval_status_createdAt_id_idx" ON "QuoteApproval"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "QuoteApproval_quoteId_status_idx" ON "QuoteApproval"("quoteId", "status");

-- AddForeignKey
ALTER TABLE "QuoteApproval" ADD CONSTRAINT "QuoteApproval_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteApproval" ADD CONSTRAINT "QuoteApproval_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A line whose price came from its source has that price as its list price.
UPDATE "QuoteLine" SET "listPrice" = "price" WHERE NOT "priceOverride";
