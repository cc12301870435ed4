# Dodam in production (decisions 0055, 0083): build once with the dev dependencies, run without them.
#   docker build -t dodam .
#   docker compose up        (compose.yaml: the app with PostgreSQL, SeaweedFS and Mailpit)
# Node 24, the active LTS line (package.json engines: 20.19+, 22.12+ or 24), pinned to a release:
# scripts/deployment-rules.ts checks every FROM in npm run lint.
# The server needs the production settings of README "Production" (server/env.ts refuses to start
# without them); NODE_ENV=production is set here.
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# 1. The PWA, built with the dev dependencies (Vite, Lingui, vanilla-extract …).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The runtime dependencies only (tsx runs the TypeScript server; sharp and argon2 ship prebuilt binaries).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. What runs: the server, the contract it imports, the built PWA and the runtime dependencies.
FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/.data
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY server ./server
COPY src/contract ./src/contract
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm start): SIGTERM from `docker stop` reaches the server, which closes cleanly.
CMD ["node", "--import", "tsx", "server/start.ts"]
