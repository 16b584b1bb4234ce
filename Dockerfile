# Atrium in a container (docs/operating.md#containers). Build: docker build -t atrium .
# Stage 1 builds the console and the server; stage 2 holds only the build and the runtime dependencies.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/atrium \
    DIST_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# PGlite's data directory (unused when DATABASE_URL points at PostgreSQL): a volume, owned by the app's user.
RUN mkdir -p /var/lib/atrium && chown node:node /var/lib/atrium
VOLUME /var/lib/atrium
USER node
EXPOSE 8080
# Production refuses the development secrets: give LOGIN_AES_KEY, OAUTH_CLIENT and (on first start) DEMO_PASSWORD,
# or their *_FILE variants pointing at mounted secrets.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist-server/main.mjs"]
