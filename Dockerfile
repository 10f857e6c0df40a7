FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY packages/rules/package.json packages/rules/
COPY prisma prisma
COPY scripts scripts
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=4000
EXPOSE 4000 8880
CMD ["node", "--import", "tsx", "api/src/main.ts"]
