-- DropIndex
DROP INDEX "IssueReport_createdAt_id_idx";

-- DropIndex
DROP INDEX "IssueReport_pid_createdAt_id_idx";

-- DropIndex
DROP INDEX "Quote_createdByUserId_type_createdAt_id_idx";

-- DropIndex
DROP INDEX "Quote_createdByUserId_type_erpOrderNo_id_idx";

-- DropIndex
DROP INDEX "Quote_pid_groupId_type_createdAt_id_idx";

-- DropIndex
DROP INDEX "Quote_pid_groupId_type_erpOrderNo_id_idx";

-- DropIndex
DROP INDEX "Quote_pid_type_createdAt_id_idx";

-- DropIndex
DROP INDEX "Quote_pid_type_erpOrderNo_id_idx";

-- DropIndex
DROP INDEX "Rma_pid_createdAt_id_idx";

-- DropIndex
DROP INDEX "Rma_pid_groupId_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "IssueReport_createdAt_id_idx" ON "IssueReport"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "IssueReport_pid_createdAt_id_idx" ON "IssueReport"("pid", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_pid_type_createdAt_id_idx" ON "Quote"("pid", "type", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_pid_type_erpOrderNo_id_idx" ON "Quote"("pid", "type", "erpOrderNo" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_pid_groupId_type_erpOrderNo_id_idx" ON "Quote"("pid", "groupId", "type", "erpOrderNo" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_pid_groupId_type_createdAt_id_idx" ON "Quote"("pid", "groupId", "type", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_createdByUserId_type_createdAt_id_idx" ON "Quote"("createdByUserId", "type", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Quote_createdByUserId_type_erpOrderNo_id_idx" ON "Quote"("createdByUserId", "type", "erpOrderNo" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Rma_pid_createdAt_id_idx" ON "Rma"("pid", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Rma_pid_groupId_createdAt_id_idx" ON "Rma"("pid", "groupId", "createdAt" DESC, "id" DESC);
