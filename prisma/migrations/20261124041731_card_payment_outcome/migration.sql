-- AlterTable
ALTER TABLE "PaymentEvent" ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "paymentIntentId" TEXT;

-- CreateIndex
CREATE INDEX "PaymentEvent_paymentIntentId_receivedAt_idx" ON "PaymentEvent"("paymentIntentId", "receivedAt");
