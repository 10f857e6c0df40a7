-- Imports look up which of a file's keys already exist, compared without case, a thousand keys at a
-- time; these indexes answer each lookup without reading the whole table. Prisma's schema cannot
-- describe expression indexes, so they live here only.
CREATE INDEX "Product_pid_lower_productNumber_idx" ON "Product" ("pid", lower("productNumber"));
CREATE INDEX "Customer_pid_lower_erpId_idx" ON "Customer" ("pid", lower("erpId"));
CREATE INDEX "User_lower_username_idx" ON "User" (lower("username"));
