-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorUserId" INTEGER,
    "actor" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RmaComment" (
    "id" SERIAL NOT NULL,
    "rmaId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "authorUserId" INTEGER,
    "author" TEXT NOT NULL DEFAULT '',
    "status" TEXT,
    "text" TEXT NOT NULL DEFAULT '',
    "photoPath" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RmaComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrderEvent_quoteId_at_id_idx" ON "OrderEvent"("quoteId", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "OrderEvent_pid_at_id_idx" ON "OrderEvent"("pid", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "OrderEvent_pid_kind_at_id_idx" ON "OrderEvent"("pid", "kind", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "RmaComment_rmaId_createdAt_id_idx" ON "RmaComment"("rmaId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RmaComment" ADD CONSTRAINT "RmaComment_rmaId_fkey" FOREIGN KEY ("rmaId") REFERENCES "Rma"("id") ON DELETE CASCADE ON UPDATE CASCADE;
