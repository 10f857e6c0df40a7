-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "submittedAt" TIMESTAMP(3);
