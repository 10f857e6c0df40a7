-- The customer list's default order is "erpId" DESC NULLS LAST, id DESC (customers without an ERP id
-- last): an index in that order lets a page be read from it instead of sorting every customer.
-- DropIndex
DROP INDEX "Customer_pid_erpId_id_idx";

-- CreateIndex
CREATE INDEX "Customer_pid_erpId_id_idx" ON "Customer"("pid", "erpId" DESC NULLS LAST, "id" DESC);
