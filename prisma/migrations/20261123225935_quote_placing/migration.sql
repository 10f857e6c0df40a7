-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "placingKey" TEXT,
ADD COLUMN     "placingUntil" TIMESTAMP(3),
ADD COLUMN     "placingUserId" INTEGER;
