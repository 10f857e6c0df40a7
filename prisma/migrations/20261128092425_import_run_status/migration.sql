-- AlterTable
ALTER TABLE "ImportRun" ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'completed',
ADD COLUMN     "stoppedAtRow" INTEGER;
