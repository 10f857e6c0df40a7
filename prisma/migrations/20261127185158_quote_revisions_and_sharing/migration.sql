-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "customerStatus" TEXT,
ADD COLUMN     "customerStatusAt" TIMESTAMP(3),
ADD COLUMN     "orderedRevision" INTEGER,
ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "revisionCreatedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "QuoteRevision" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "revision" INTEGER NOT NULL,
    "snapshot" JSONB NOT NULL,
    "totalCost" DECIMAL(14,2) NOT NULL,
    "createdByUserId" INTEGER,
    "createdByName" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "frozenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "frozenByUserId" INTEGER,
    "frozenByName" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "QuoteRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteShare" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "revision" INTEGER NOT NULL,
    "emails" TEXT NOT NULL DEFAULT '',
    "createdByUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),
    "viewedAt" TIMESTAMP(3),

    CONSTRAINT "QuoteShare_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteAcceptance" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "shareId" INTEGER,
    "revision" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "voidedAt" TIMESTAMP(3),

    CONSTRAINT "QuoteAcceptance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "QuoteRevision_quoteId_revision_key" ON "QuoteRevision"("quoteId", "revision");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteShare_tokenHash_key" ON "QuoteShare"("tokenHash");

-- CreateIndex
CREATE INDEX "QuoteShare_quoteId_idx" ON "QuoteShare"("quoteId");

-- CreateIndex
CREATE INDEX "QuoteAcceptance_quoteId_idx" ON "QuoteAcceptance"("quoteId");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteAcceptance_quoteId_revision_key" ON "QuoteAcceptance"("quoteId", "revision");

-- AddForeignKey
ALTER TABLE "QuoteRevision" ADD CONSTRAINT "QuoteRevision_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteShare" ADD CONSTRAINT "QuoteShare_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteAcceptance" ADD CONSTRAINT "QuoteAcceptance_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteAcceptance" ADD CONSTRAINT "QuoteAcceptance_shareId_fkey" FOREIGN KEY ("shareId") REFERENCES "QuoteShare"("id") ON DELETE SET NULL ON UPDATE CASCADE;
