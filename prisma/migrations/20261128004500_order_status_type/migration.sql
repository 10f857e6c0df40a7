-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "statusTypeId" INTEGER;

-- CreateIndex
CREATE INDEX "Quote_statusTypeId_idx" ON "Quote"("statusTypeId");

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_statusTypeId_fkey" FOREIGN KEY ("statusTypeId") REFERENCES "StatusType"("id") ON DELETE SET NULL ON UPDATE CASCADE;
