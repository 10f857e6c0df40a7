-- CreateIndex
CREATE INDEX "Quote_pid_type_customerStatus_id_idx" ON "Quote"("pid", "type", "customerStatus", "id");
