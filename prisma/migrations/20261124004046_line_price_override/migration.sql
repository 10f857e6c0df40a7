-- AlterTable
ALTER TABLE "QuoteLine" ADD COLUMN     "priceOverride" BOOLEAN NOT NULL DEFAULT false;
