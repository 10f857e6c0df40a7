-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Platform" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "emailAddresses" TEXT NOT NULL DEFAULT '',
    "integration" TEXT NOT NULL DEFAULT 'default',
    "integrationSettings" JSONB,
    "requireMFA" BOOLEAN NOT NULL DEFAULT false,
    "requireHttps" BOOLEAN NOT NULL DEFAULT false,
    "csiOrderCompleteString" TEXT NOT NULL DEFAULT 'Ordered',
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Platform_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Role" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "roleLevel" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT NOT NULL,
    "roleId" INTEGER NOT NULL,
    "checkoutType" TEXT NOT NULL DEFAULT 'order',
    "groupId" INTEGER,
    "customerId" INTEGER,
    "contactId" INTEGER,
    "enableMFA" BOOLEAN NOT NULL DEFAULT false,
    "mfaSecret" TEXT,
    "mfaLastTimeStep" INTEGER,
    "isLoggedIn" BOOLEAN NOT NULL DEFAULT false,
    "lastSeenAt" TIMESTAMP(3),
    "tokenVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Group" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "defaultCustomerId" INTEGER,
    "productListId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupMembership" (
    "groupId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GroupMembership_pkey" PRIMARY KEY ("groupId","userId")
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdByUserId" INTEGER,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetRequest" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expirationDate" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Customer" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "erpId" TEXT,
    "companyName" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "cpqProfileOption" TEXT,
    "billingAddressId" INTEGER,
    "primaryContactId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contact" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "customerId" INTEGER,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "email" TEXT,
    "phone" TEXT,
    "altPhone" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Address" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "customerId" INTEGER,
    "address" TEXT,
    "address2" TEXT,
    "city" TEXT NOT NULL DEFAULT '',
    "county" TEXT,
    "state" TEXT NOT NULL DEFAULT '',
    "zip" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT 'US',
    "addressType" INTEGER NOT NULL DEFAULT 2,
    "name" TEXT,
    "shipCode" TEXT,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "productNumber" TEXT NOT NULL DEFAULT '',
    "overview" TEXT,
    "imageUrl" TEXT,
    "img" TEXT,
    "base64Image" TEXT,
    "defaultPrice" DECIMAL(12,2),
    "cost" DECIMAL(12,2),
    "quantityInStock" INTEGER,
    "priceCode" TEXT,
    "discount" DECIMAL(5,2),
    "relatedItem" TEXT,
    "uom" TEXT,
    "isNonConfigurable" BOOLEAN NOT NULL DEFAULT false,
    "isQuickConfig" BOOLEAN NOT NULL DEFAULT false,
    "headerId" TEXT,
    "applicationInstance" TEXT,
    "applicationName" TEXT,
    "profile" TEXT,
    "ruleset" TEXT,
    "namespace" TEXT,
    "server" TEXT,
    "configuratorModelId" INTEGER,
    "createdByEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductList" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductListItem" (
    "productListId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductListItem_pkey" PRIMARY KEY ("productListId","productId")
);

-- CreateTable
CREATE TABLE "Quote" (
    "id" SERIAL NOT NULL,
    "_id" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 1,
    "pid" INTEGER NOT NULL,
    "groupId" INTEGER,
    "createdByUserId" INTEGER,
    "username" TEXT NOT NULL DEFAULT '',
    "createdByFirstName" TEXT NOT NULL DEFAULT '',
    "createdByLastName" TEXT NOT NULL DEFAULT '',
    "customerId" INTEGER,
    "customerName" TEXT NOT NULL DEFAULT '',
    "contactId" INTEGER,
    "jobName" TEXT NOT NULL DEFAULT '',
    "specifier" TEXT NOT NULL DEFAULT '',
    "specifierLocation" TEXT NOT NULL DEFAULT '',
    "sameAsBilling" BOOLEAN NOT NULL DEFAULT false,
    "billingAddressId" INTEGER,
    "shippingAddressId" INTEGER,
    "totalCost" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "lineCount" INTEGER NOT NULL DEFAULT 0,
    "erpOrderNo" TEXT,
    "csiStatus" TEXT,
    "orderStatus" TEXT,
    "activeOrderId" INTEGER,
    "integration" TEXT,
    "dateOrderPlaced" TIMESTAMP(3),
    "paymentIntentId" TEXT,
    "copiedFromId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Quote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteLine" (
    "id" SERIAL NOT NULL,
    "_id" TEXT NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "lineNumber" INTEGER NOT NULL,
    "configurationId" TEXT NOT NULL DEFAULT '',
    "headerId" TEXT,
    "productId" INTEGER,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "cost" DECIMAL(12,2),
    "imgUrl" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "partNumber" TEXT NOT NULL DEFAULT '',
    "series" TEXT,
    "modelNo" TEXT,
    "username" TEXT NOT NULL DEFAULT '',
    "type" INTEGER,
    "details" JSONB NOT NULL DEFAULT '[]',
    "isNonConfigurable" BOOLEAN NOT NULL DEFAULT false,
    "sourceConfigurationId" TEXT,
    "sourceHeaderId" TEXT,
    "sessionId" TEXT,
    "modelVersion" INTEGER,
    "quoteCreated" TEXT NOT NULL DEFAULT '0',
    "trackingNumber" TEXT,
    "trackingUrl" TEXT,
    "erpId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "QuoteLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Communication" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'note',
    "subject" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "recipients" TEXT NOT NULL DEFAULT '',
    "createdByUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Communication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderStatusEvent" (
    "id" SERIAL NOT NULL,
    "quoteId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "csiStatus" TEXT,
    "source" TEXT NOT NULL DEFAULT 'inbound',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderStatusEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentEvent" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "quoteId" INTEGER,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatusType" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "roleLevel" INTEGER NOT NULL DEFAULT 0,
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StatusType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rma" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "groupId" INTEGER,
    "quoteId" INTEGER,
    "createdByUserId" INTEGER,
    "rmaCreated" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT,
    "rmaNumber" TEXT,
    "erpOrderNum" TEXT,
    "modelNo" TEXT,
    "requestDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "submittedAt" TIMESTAMP(3),
    "submittedByFirstName" TEXT,
    "submittedByLastName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Rma_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RmaDetail" (
    "id" SERIAL NOT NULL,
    "rmaId" INTEGER NOT NULL,
    "pid" INTEGER NOT NULL,
    "productNumber" TEXT NOT NULL DEFAULT '',
    "quantity" INTEGER DEFAULT 1,
    "orderedQuantity" INTEGER NOT NULL DEFAULT 0,
    "modelNo" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL DEFAULT '',
    "timeInService" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RmaDetail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Theme" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "darkMode" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "primary" TEXT NOT NULL DEFAULT '#1f6feb',
    "secondary" TEXT NOT NULL DEFAULT '#6e7781',
    "tertiary" TEXT NOT NULL DEFAULT '#8250df',
    "danger" TEXT NOT NULL DEFAULT '#cf222e',
    "success" TEXT NOT NULL DEFAULT '#1a7f37',
    "warning" TEXT NOT NULL DEFAULT '#bf8700',
    "callToActionColor" TEXT NOT NULL DEFAULT '#fb8500',
    "gray" TEXT NOT NULL DEFAULT '#d0d7de',
    "grayDark" TEXT NOT NULL DEFAULT '#57606a',
    "backgroundColor" TEXT NOT NULL DEFAULT '#f6f8fa',
    "gridRowBackgroundColor" TEXT NOT NULL DEFAULT '#ffffff',
    "borderColor" TEXT NOT NULL DEFAULT '#d0d7de',
    "boxShadowColor" TEXT NOT NULL DEFAULT 'rgba(31,35,40,0.15)',
    "textDark" TEXT NOT NULL DEFAULT '#1f2328',
    "headerColor" TEXT NOT NULL DEFAULT '#ffffff',
    "headerTextColor" TEXT NOT NULL DEFAULT '#1f2328',
    "borderRadius" INTEGER NOT NULL DEFAULT 6,
    "logo" TEXT,
    "logoDark" TEXT,
    "emailLogo" TEXT,
    "breakpoints" JSONB NOT NULL DEFAULT '["320","360","600","800","1000","1200"]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Theme_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IssueReport" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "report" TEXT NOT NULL DEFAULT '',
    "priority" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 0,
    "createdByUserId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IssueReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UploadedFile" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "originalName" TEXT NOT NULL DEFAULT '',
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadedFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConfiguratorModel" (
    "id" SERIAL NOT NULL,
    "pid" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "latestVersion" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConfiguratorModel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConfiguratorModelVersion" (
    "id" SERIAL NOT NULL,
    "modelId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConfiguratorModelVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConfiguratorSession" (
    "id" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "productId" INTEGER,
    "modelVersionId" INTEGER,
    "userId" INTEGER,
    "configurationId" TEXT NOT NULL DEFAULT '',
    "headerId" TEXT,
    "engine" TEXT NOT NULL DEFAULT 'built-in',
    "state" JSONB NOT NULL DEFAULT '{}',
    "price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "isComplete" BOOLEAN NOT NULL DEFAULT false,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConfiguratorSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Platform_name_id_idx" ON "Platform"("name", "id");

-- CreateIndex
CREATE INDEX "Role_pid_roleLevel_id_idx" ON "Role"("pid", "roleLevel", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Role_pid_name_key" ON "Role"("pid", "name");

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE INDEX "User_pid_isLoggedIn_id_idx" ON "User"("pid", "isLoggedIn" DESC, "id");

-- CreateIndex
CREATE INDEX "User_pid_username_idx" ON "User"("pid", "username");

-- CreateIndex
CREATE INDEX "User_pid_lastName_id_idx" ON "User"("pid", "lastName", "id");

-- CreateIndex
CREATE INDEX "User_isLoggedIn_id_idx" ON "User"("isLoggedIn" DESC, "id");

-- CreateIndex
CREATE INDEX "Group_pid_id_idx" ON "Group"("pid", "id");

-- CreateIndex
CREATE INDEX "GroupMembership_userId_idx" ON "GroupMembership"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_pid_id_idx" ON "ApiToken"("pid", "id");

-- CreateIndex
CREATE INDEX "PasswordResetRequest_userId_idx" ON "PasswordResetRequest"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_billingAddressId_key" ON "Customer"("billingAddressId");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_primaryContactId_key" ON "Customer"("primaryContactId");

-- CreateIndex
CREATE INDEX "Customer_pid_erpId_id_idx" ON "Customer"("pid", "erpId" DESC, "id");

-- CreateIndex
CREATE INDEX "Customer_pid_companyName_id_idx" ON "Customer"("pid", "companyName", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_pid_erpId_key" ON "Customer"("pid", "erpId");

-- CreateIndex
CREATE INDEX "Contact_pid_customerId_idx" ON "Contact"("pid", "customerId");

-- CreateIndex
CREATE INDEX "Address_pid_address_id_idx" ON "Address"("pid", "address", "id");

-- CreateIndex
CREATE INDEX "Address_customerId_addressType_idx" ON "Address"("customerId", "addressType");

-- CreateIndex
CREATE INDEX "Product_pid_productNumber_id_idx" ON "Product"("pid", "productNumber", "id");

-- CreateIndex
CREATE INDEX "Product_pid_name_id_idx" ON "Product"("pid", "name", "id");

-- CreateIndex
CREATE INDEX "Product_pid_isQuickConfig_idx" ON "Product"("pid", "isQuickConfig");

-- CreateIndex
CREATE INDEX "ProductList_pid_id_idx" ON "ProductList"("pid", "id");

-- CreateIndex
CREATE INDEX "ProductListItem_productId_idx" ON "ProductListItem"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "Quote__id_key" ON "Quote"("_id");

-- CreateIndex
CREATE INDEX "Quote_pid_type_createdAt_id_idx" ON "Quote"("pid", "type", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Quote_pid_type_erpOrderNo_id_idx" ON "Quote"("pid", "type", "erpOrderNo" DESC, "id");

-- CreateIndex
CREATE INDEX "Quote_pid_groupId_type_erpOrderNo_id_idx" ON "Quote"("pid", "groupId", "type", "erpOrderNo" DESC, "id");

-- CreateIndex
CREATE INDEX "Quote_pid_groupId_type_createdAt_id_idx" ON "Quote"("pid", "groupId", "type", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Quote_createdByUserId_type_createdAt_id_idx" ON "Quote"("createdByUserId", "type", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Quote_createdByUserId_type_erpOrderNo_id_idx" ON "Quote"("createdByUserId", "type", "erpOrderNo" DESC, "id");

-- CreateIndex
CREATE INDEX "Quote_erpOrderNo_idx" ON "Quote"("erpOrderNo");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteLine__id_key" ON "QuoteLine"("_id");

-- CreateIndex
CREATE INDEX "QuoteLine_quoteId_id_idx" ON "QuoteLine"("quoteId", "id");

-- CreateIndex
CREATE INDEX "QuoteLine_configurationId_idx" ON "QuoteLine"("configurationId");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteLine_quoteId_lineNumber_key" ON "QuoteLine"("quoteId", "lineNumber");

-- CreateIndex
CREATE INDEX "Communication_quoteId_createdAt_idx" ON "Communication"("quoteId", "createdAt");

-- CreateIndex
CREATE INDEX "OrderStatusEvent_quoteId_createdAt_idx" ON "OrderStatusEvent"("quoteId", "createdAt");

-- CreateIndex
CREATE INDEX "StatusType_pid_displayOrder_id_idx" ON "StatusType"("pid", "displayOrder", "id");

-- CreateIndex
CREATE INDEX "Rma_pid_createdAt_id_idx" ON "Rma"("pid", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Rma_pid_groupId_createdAt_id_idx" ON "Rma"("pid", "groupId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "RmaDetail_rmaId_id_idx" ON "RmaDetail"("rmaId", "id");

-- CreateIndex
CREATE INDEX "Theme_pid_darkMode_isActive_idx" ON "Theme"("pid", "darkMode", "isActive");

-- CreateIndex
CREATE INDEX "Theme_pid_id_idx" ON "Theme"("pid", "id");

-- CreateIndex
CREATE INDEX "IssueReport_createdAt_id_idx" ON "IssueReport"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "IssueReport_pid_createdAt_id_idx" ON "IssueReport"("pid", "createdAt" DESC, "id");

-- CreateIndex
CREATE UNIQUE INDEX "UploadedFile_path_key" ON "UploadedFile"("path");

-- CreateIndex
CREATE INDEX "UploadedFile_pid_id_idx" ON "UploadedFile"("pid", "id");

-- CreateIndex
CREATE INDEX "ConfiguratorModel_pid_name_id_idx" ON "ConfiguratorModel"("pid", "name", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ConfiguratorModel_pid_key_key" ON "ConfiguratorModel"("pid", "key");

-- CreateIndex
CREATE UNIQUE INDEX "ConfiguratorModelVersion_modelId_version_key" ON "ConfiguratorModelVersion"("modelId", "version");

-- CreateIndex
CREATE INDEX "ConfiguratorSession_configurationId_idx" ON "ConfiguratorSession"("configurationId");

-- CreateIndex
CREATE INDEX "ConfiguratorSession_pid_createdAt_idx" ON "ConfiguratorSession"("pid", "createdAt");

-- AddForeignKey
ALTER TABLE "Role" ADD CONSTRAINT "Role_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Group" ADD CONSTRAINT "Group_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Group" ADD CONSTRAINT "Group_defaultCustomerId_fkey" FOREIGN KEY ("defaultCustomerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Group" ADD CONSTRAINT "Group_productListId_fkey" FOREIGN KEY ("productListId") REFERENCES "ProductList"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupMembership" ADD CONSTRAINT "GroupMembership_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupMembership" ADD CONSTRAINT "GroupMembership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetRequest" ADD CONSTRAINT "PasswordResetRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_billingAddressId_fkey" FOREIGN KEY ("billingAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_primaryContactId_fkey" FOREIGN KEY ("primaryContactId") REFERENCES "Contact"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contact" ADD CONSTRAINT "Contact_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contact" ADD CONSTRAINT "Contact_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Address" ADD CONSTRAINT "Address_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_configuratorModelId_fkey" FOREIGN KEY ("configuratorModelId") REFERENCES "ConfiguratorModel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductList" ADD CONSTRAINT "ProductList_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductListItem" ADD CONSTRAINT "ProductListItem_productListId_fkey" FOREIGN KEY ("productListId") REFERENCES "ProductList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductListItem" ADD CONSTRAINT "ProductListItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_billingAddressId_fkey" FOREIGN KEY ("billingAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_shippingAddressId_fkey" FOREIGN KEY ("shippingAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderStatusEvent" ADD CONSTRAINT "OrderStatusEvent_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StatusType" ADD CONSTRAINT "StatusType_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rma" ADD CONSTRAINT "Rma_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rma" ADD CONSTRAINT "Rma_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "Group"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rma" ADD CONSTRAINT "Rma_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rma" ADD CONSTRAINT "Rma_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RmaDetail" ADD CONSTRAINT "RmaDetail_rmaId_fkey" FOREIGN KEY ("rmaId") REFERENCES "Rma"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Theme" ADD CONSTRAINT "Theme_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssueReport" ADD CONSTRAINT "IssueReport_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IssueReport" ADD CONSTRAINT "IssueReport_createdByUserId_fkey" FOREIGN KEY ("createdByUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadedFile" ADD CONSTRAINT "UploadedFile_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConfiguratorModel" ADD CONSTRAINT "ConfiguratorModel_pid_fkey" FOREIGN KEY ("pid") REFERENCES "Platform"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConfiguratorModelVersion" ADD CONSTRAINT "ConfiguratorModelVersion_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "ConfiguratorModel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConfiguratorSession" ADD CONSTRAINT "ConfiguratorSession_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConfiguratorSession" ADD CONSTRAINT "ConfiguratorSession_modelVersionId_fkey" FOREIGN KEY ("modelVersionId") REFERENCES "ConfiguratorModelVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConfiguratorSession" ADD CONSTRAINT "ConfiguratorSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
