-- AlterTable
ALTER TABLE "Platform" ADD COLUMN     "importFormulaResults" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ImportRun" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "userId" INTEGER,
    "username" TEXT NOT NULL,
    "customerId" INTEGER,
    "dryRun" BOOLEAN NOT NULL DEFAULT false,
    "fileName" TEXT NOT NULL,
    "file" BYTEA,
    "rejectedFile" BYTEA,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportStagedRow" (
    "runId" INTEGER NOT NULL,
    "row" INTEGER NOT NULL,
    "key" TEXT,
    "cells" JSONB NOT NULL,
    "data" JSONB,
    "outcome" TEXT NOT NULL,
    "column" TEXT,
    "message" TEXT,
    "note" TEXT,
    "targetId" INTEGER,

    CONSTRAINT "ImportStagedRow_pkey" PRIMARY KEY ("runId","row")
);

-- CreateIndex
CREATE INDEX "ImportRun_pid_createdAt_idx" ON "ImportRun"("pid", "createdAt");

-- CreateIndex
CREATE INDEX "ImportRun_createdAt_idx" ON "ImportRun"("createdAt");

-- CreateIndex
CREATE INDEX "ImportStagedRow_runId_key_idx" ON "ImportStagedRow"("runId", "key");

-- AddForeignKey
ALTER TABLE "ImportStagedRow" ADD CONSTRAINT "ImportStagedRow_runId_fkey" FOREIGN KEY ("runId") REFERENCES "ImportRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
