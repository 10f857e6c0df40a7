-- AlterTable
ALTER TABLE "User" ADD COLUMN     "notifyDelivered" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyPlaced" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyReturns" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyShipped" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyStatus" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "orderEventId" INTEGER NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "topic" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderEventMail" (
    "orderEventId" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderEventMail_pkey" PRIMARY KEY ("orderEventId","address")
);

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_id_idx" ON "Notification"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_userId_orderEventId_key" ON "Notification"("userId", "orderEventId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_orderEventId_fkey" FOREIGN KEY ("orderEventId") REFERENCES "OrderEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEventMail" ADD CONSTRAINT "OrderEventMail_orderEventId_fkey" FOREIGN KEY ("orderEventId") REFERENCES "OrderEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;
