-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "creatorLostAccessAt" TIMESTAMP(3);
